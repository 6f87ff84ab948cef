import { useState } from 'react';
import { Balloon, Button, Dropdown, Icon, Input, Menu, Pagination, Select, Table, Tag } from '@alifd/next';
import { INSTANCES, type Instance } from './data';

const STATUS_COLOR: Record<Instance['status'], string> = { Running: 'green', Stopped: 'gray', Starting: 'orange' };

/** An icon that only shows on a row (copy an ID or an IP, edit a name), as the console draws them. */
const RowIcon = ({ type, doc }: { type: string; doc: string }) => (
  <span className="row-icon" data-doc-name={doc}>
    <Icon type={type} size="xs" />
  </span>
);

/** The ⋮ menu of a row: grouped actions, as today's list has them. */
function RowMenu() {
  return (
    <Dropdown trigger={<span className="row-more" data-doc-name="more|⋮|icon1"><Icon type="more" /></span>} triggerType="click" align="tr br">
      <Menu className="row-more-menu">
        <Menu.SubMenu key="status" label="Instance Status">
          <Menu.Item key="start">Start</Menu.Item>
          <Menu.Item key="stop">Stop</Menu.Item>
          <Menu.Item key="restart">Restart</Menu.Item>
          <Menu.Item key="hibernate">Hibernate</Menu.Item>
        </Menu.SubMenu>
        <Menu.SubMenu key="settings" label="Instance Settings">
          <Menu.Item key="rename">Change Instance Name</Menu.Item>
          <Menu.Item key="password">Reset Instance Password</Menu.Item>
          <Menu.Item key="userdata">Set User Data</Menu.Item>
        </Menu.SubMenu>
        <Menu.SubMenu key="billing" label="Billing">
          <Menu.Item key="release">Release</Menu.Item>
          <Menu.Item key="renew">Renew</Menu.Item>
        </Menu.SubMenu>
      </Menu>
    </Dropdown>
  );
}

const idCell = (_: unknown, __: number, r: Instance) => (
  <div className="id-cell">
    <div>
      <a href={`#/instances/${r.id}`}>{r.id}</a>
      <RowIcon type="copy" doc="copy" />
    </div>
    <div className="muted">
      {r.name}
      <RowIcon type="edit" doc="edit|pencil|编辑" />
    </div>
  </div>
);

const ipCell = (_: unknown, __: number, r: Instance) => (
  <div>
    {r.publicIp ? (
      <div>
        {r.publicIp} (Public)
        <RowIcon type="copy" doc="copy" />
      </div>
    ) : null}
    <div>
      {r.privateIp} (Private)
      <RowIcon type="copy" doc="copy" />
    </div>
  </div>
);

const actionsCell = (_: unknown, __: number, r: Instance) => (
  <div className="actions">
    <a href={`#/instances/${r.id}`}>Manage</a>
    <Button text type="primary">Remote Connection</Button>
    <RowMenu />
  </div>
);

/** The Instances page: title with help, Create Instance, the filter bar, the toolbar icons, the table, the batch bar. */
export function InstanceList() {
  const [selected, setSelected] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  return (
    <div className="page">
      <div className="page-header">
        <h1>
          Instances
          <a className="title-help" href="#/help/instances" data-doc-name="help|?">
            <Icon type="help" size="small" />
          </a>
        </h1>
        <div className="page-header-actions">
          <Button type="primary">Create Instance</Button>
        </div>
      </div>
      <div className="filterbar">
        <Select aria-label="select" defaultValue="id" style={{ width: 140 }}
          dataSource={[{ value: 'id', label: 'Instance ID' }, { value: 'name', label: 'Instance Name' }, { value: 'ip', label: 'Private IP Address' }]} />
        <Input placeholder="Select an instance attribute or enter a keyword" style={{ width: 340 }} hasClear />
        <Button className="search-button" data-doc-name="search">
          <Icon type="search" />
        </Button>
        <Button text type="primary">Advanced Filter</Button>
        <div className="spacer" />
        <Button className="tool-button" data-doc-name="refresh">
          <Icon type="refresh" />
        </Button>
        <Balloon.Tooltip trigger={<Button className="tool-button" data-doc-name="setting|settings|gear"><Icon type="set" /></Button>} align="t">
          Customize List Items
        </Balloon.Tooltip>
        <Balloon.Tooltip trigger={<Button className="tool-button" data-doc-name="download|export"><Icon type="download" /></Button>} align="t">
          Export Instance List
        </Balloon.Tooltip>
      </div>
      <Table dataSource={INSTANCES} primaryKey="id" rowSelection={{ onChange: (keys: unknown[]) => setSelected(keys.map(String)), selectedRowKeys: selected }}>
        <Table.Column title="Instance ID/Name" width={260} lock="left" cell={idCell} />
        <Table.Column title="Tags" width={60} cell={() => <span className="row-icon" data-doc-name="tag|tags"><i className="next-icon icon-tag" /></span>} />
        <Table.Column title="Monitoring" width={90} cell={() => <span className="row-icon" data-doc-name="monitor|monitoring"><i className="next-icon icon-monitor" /></span>} />
        <Table.Column title="Zone" dataIndex="zone" width={150} filters={['H', 'I', 'J', 'K'].map((z) => ({ label: `Hangzhou Zone ${z}`, value: z }))} />
        <Table.Column title="IP Address" width={220} cell={ipCell} />
        <Table.Column title="Status" width={110} filters={[{ label: 'Running', value: 'Running' }, { label: 'Stopped', value: 'Stopped' }]}
          cell={(_: unknown, __: number, r: Instance) => <Tag size="small" color={STATUS_COLOR[r.status]}>{r.status}</Tag>} />
        <Table.Column title="Specifications" width={230} cell={(_: unknown, __: number, r: Instance) => `${r.vcpu} vCPU ${r.memory} GiB (I/O optimized) ${r.type}`} />
        <Table.Column title="Billing Method" width={200} sortable dataIndex="created" cell={(_: unknown, __: number, r: Instance) => `${r.billing} ${r.created} Created`} />
        <Table.Column title="Actions" width={230} lock="right" cell={actionsCell} />
      </Table>
      <div className="batchbar">
        <span>{selected.length} selected</span>
        <Button disabled={!selected.length}>Start</Button>
        <Button disabled={!selected.length}>Stop</Button>
        <Button disabled={!selected.length}>Restart</Button>
        <Dropdown trigger={<Button>More</Button>} triggerType="click">
          <Menu>
            <Menu.Item key="release">Release</Menu.Item>
            <Menu.Item key="tags">Edit Tags</Menu.Item>
          </Menu>
        </Dropdown>
        <div className="spacer" />
        <Pagination current={page} onChange={setPage} total={INSTANCES.length} pageSize={50} pageSizeSelector="dropdown" pageSizeList={[20, 50, 100]} />
      </div>
    </div>
  );
}
