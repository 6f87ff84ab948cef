import { useState } from 'react';
import { Button, Form } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';

/** The IdP metadata the emulator offers to "upload": the agent clicks Upload instead of picking a file from disk. */
const SAMPLE = { file: 'idp-metadata.xml', xml: '<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/saml"/>' };

/** Metadata File: Upload gives the sample IdP metadata, Base64 encoded as the console sends it. */
export function MetadataUpload({ t, error, required = true, onChange }: { t: Translate; error?: string; required?: boolean; onChange: (document: string) => void }) {
  const [file, setFile] = useState('');
  const upload = () => {
    setFile(SAMPLE.file);
    onChange(btoa(SAMPLE.xml));
  };
  return (
    <Form.Item label={t('idp.metadata')} required={required} validateState={error ? 'error' : undefined} help={error}>
      <Button onClick={upload}>{t('idp.upload')}</Button>
      {file && <span className="field-help" style={{ marginLeft: 8 }}>{file}</span>}
    </Form.Item>
  );
}
