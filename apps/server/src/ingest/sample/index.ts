export { loadSample, loadSampleIfEmpty, type SampleLog } from './load-sample';
export { defaultSampleDir, exportSample, readManifest, type SampleManifest } from './sample-files';
export { isNewDataDir, restoreSampleTemplate, sampleTemplateKey, saveSampleTemplate } from './sample-template';
