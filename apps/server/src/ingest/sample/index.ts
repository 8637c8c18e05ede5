export {
  loadSample,
  loadSampleIfEmpty,
  SAMPLE_LOADING_KEY,
  type SampleLog,
  type SampleProgress,
  sampleLoadPending,
} from './load-sample';
export { defaultSampleDir, exportSample, readManifest, type SampleManifest } from './sample-files';
export { isNewDataDir, restoreSampleTemplate, sampleTemplateKey, saveSampleTemplate } from './sample-template';
