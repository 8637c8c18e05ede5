export { loadSample, loadSampleIfEmpty, type SampleLog } from './load-sample';
export { defaultSampleDir, exportSample, readManifest, type SampleManifest } from './sample-files';
