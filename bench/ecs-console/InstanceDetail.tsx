import { useState } from 'react';
import { Balloon, Breadcrumb, Button, Dialog, Drawer, Form, Icon, Input, Tab, Tag } from '@alifd/next';
import type { Instance } from './data';

const Copy = () => (
  <span className="row-icon" data-doc-name="copy">
    <Icon type="copy" size="xs" />
  </span>
);
const Edit = () => (
  <span className="row-icon" data-doc-name="edit|pencil">
    <Icon type="edit" size="xs" />
  </span>
);

const ALL_ACTIONS: [string, string[]][] = [
  ['Instance Status', ['Start', 'Stop', 'Restart', 'Hibernate']],
  ['Instance Settings', ['Change Instance Name', 'Reset Instance Password', 'Bind Key Pair', 'Set User Data']],
  ['Resource Changes', ['Change Instance Type', 'Modify Bandwidth']],
  ['Disk and Image', ['Replace Operating System', 'Create Custom Image']],
  ['Billing', ['Renew', 'Release']],
];

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="info-field">
      <span className="info-label">{label}</span>
      <span className="info-value">{children}</span>
    </div>
  );
}

/** The details page of an instance: breadcrumb, a header with the Back arrow, actions, All Actions, tabs, information. */
export function InstanceDetail({ instance: r }: { instance: Instance }) {
  const [drawer, setDrawer] = useState(false);
  const [reset, setReset] = useState(false);
  return (
    <div className="page">
      <Breadcrumb>
        <Breadcrumb.Item link="#/">ECS</Breadcrumb.Item>
        <Breadcrumb.Item link="#/instances">Instances</Breadcrumb.Item>
        <Breadcrumb.Item>{r.id}</Breadcrumb.Item>
      </Breadcrumb>
      <div className="page-header">
        <h1 className="detail-title">
          <a className="back" href="#/instances" data-doc-name="back|←">
            <Icon type="arrow-left" />
          </a>
          {r.name}
          <Tag size="small" color="green">{r.status}</Tag>
        </h1>
        <div className="page-header-actions">
          <Button type="primary">Remote Connection</Button>
          <Button>Stop</Button>
          <Button>Restart</Button>
          <Button onClick={() => setDrawer(true)}>All Actions</Button>
          <Button className="tool-button" data-doc-name="refresh">
            <Icon type="refresh" />
          </Button>
        </div>
      </div>
      <Tab shape="wrapped" defaultActiveKey="details">
        {['Instance Details', 'Monitoring', 'Security Groups', 'Block Storage', 'ENIs', 'Snapshots', 'Operation Records', 'Health Diagnosis'].map((t) => (
          <Tab.Item key={t === 'Instance Details' ? 'details' : t} title={t} />
        ))}
      </Tab>
      <section className="info-section">
        <h3>
          Basic Information
          <Balloon.Tooltip trigger={<span className="row-icon" data-doc-name="help|?|info"><Icon type="prompt" size="xs" /></span>} align="r">
            The attributes of the instance.
          </Balloon.Tooltip>
        </h3>
        <div className="info-grid">
          <Field label="Instance ID">{r.id}<Copy /></Field>
          <Field label="Instance Name">{r.name}<Edit /></Field>
          <Field label="Status">{r.status}</Field>
          <Field label="Region">China (Hangzhou)</Field>
          <Field label="Zone">{r.zone}</Field>
          <Field label="Hostname">iZbp1{r.id.slice(5, 12)}Z<Edit /></Field>
          <Field label="Image">{r.image}</Field>
          <Field label="Instance Type">{r.type}</Field>
          <Field label="Billing Method">{r.billing}</Field>
          <Field label="Created At">{r.created}</Field>
        </div>
      </section>
      <section className="info-section">
        <h3>Network Information</h3>
        <div className="info-grid">
          <Field label="Public IP Address">{r.publicIp || '-'}{r.publicIp ? <Copy /> : null}</Field>
          <Field label="Primary Private IP Address">{r.privateIp}<Copy /></Field>
          <Field label="VPC"><a href={`#/vpc/${r.vpc}`}>{r.vpc}</a></Field>
          <Field label="vSwitch"><a href={`#/vsw/${r.vswitch}`}>{r.vswitch}</a></Field>
        </div>
      </section>
      <Drawer title="All Actions" visible={drawer} placement="right" width={520} onClose={() => setDrawer(false)}>
        {ALL_ACTIONS.map(([group, actions]) => (
          <div className="drawer-group" key={group}>
            <div className="drawer-group-title">{group}</div>
            {actions.map((a) => (
              <Button text type="primary" key={a} onClick={a === 'Reset Instance Password' ? () => (setDrawer(false), setReset(true)) : undefined}>
                {a}
              </Button>
            ))}
          </div>
        ))}
      </Drawer>
      <Dialog v2 visible={reset} title="Reset Instance Password" width={560} onOk={() => setReset(false)} onClose={() => setReset(false)} onCancel={() => setReset(false)}
        okProps={{ children: 'OK' }} cancelProps={{ children: 'Cancel' }}>
        <Form labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 14 }}>
          <Form.Item label="New Password" required>
            <Input.Password defaultValue="Bench#Reset-42" />
          </Form.Item>
          <Form.Item label="Confirm Password" required>
            <Input.Password defaultValue="Bench#Reset-42" />
          </Form.Item>
        </Form>
      </Dialog>
    </div>
  );
}
