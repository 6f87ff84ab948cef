// The console's sample code ("Use Sample Code"): a ZIP with a hello-world handler, base64-encoded as
// CreateFunction's code.zipFile takes it.
const PYTHON = { file: 'index.py', zip: 'UEsDBBQAAAAIAAAAIVZ1jzYrcgAAAJ8AAAAIAAAAaW5kZXgucHlVi0EKwkAMRfc5RcBFp+J0LQVv4CXEyUwHYiIhtR7faYugf/ne+weMx4h3TVXKiLPneF4J1MdTzZG1lGYAIFHG6SaJyQK9SPzUXuL09n4EbFtTMrx8P0Mhv24s9D/BUCVr6CZiVlzUOHW7NvLZBP8MfABQSwECFAMUAAAACAAAACFWdY82K3IAAACfAAAACAAAAAAAAAAAAAAAgAEAAAAAaW5kZXgucHlQSwUGAAAAAAEAAQA2AAAAmAAAAAAA' };
const NODEJS = { file: 'index.js', zip: 'UEsDBBQAAAAIAAAAIVZmquJSZgAAAIMAAAAIAAAAaW5kZXguanNdykEKgzAURdF5VvFmiSBuINi9pPFTi4/8knxbobh3CXTU2YVz/d4Ezeozm4/OyfHSam1aU1koFTOCvKXYiKzF5OiRyHvK24D5hq9Dl6aUifoIfhVS8dHKxQ+x628PZSdH/A9ndBdQSwECFAMUAAAACAAAACFWZqriUmYAAACDAAAACAAAAAAAAAAAAAAAgAEAAAAAaW5kZXguanNQSwUGAAAAAAEAAQA2AAAAjAAAAAAA' };

export const sampleCode = (runtime: string) => (runtime.startsWith('nodejs') ? NODEJS : PYTHON);

export const SAMPLE_SOURCE: Record<string, string> = {
  'index.py': "# -*- coding: utf-8 -*-\nimport logging\n\n\ndef handler(event, context):\n    logger = logging.getLogger()\n    logger.info('hello world')\n    return 'hello world'\n",
  'index.js': "'use strict';\n\nexports.handler = (event, context, callback) => {\n  console.log('hello world');\n  callback(null, 'hello world');\n};\n",
};
