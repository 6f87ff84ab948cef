import { Balloon, Dropdown, Icon, Menu, Nav, Select } from '@alifd/next';

/**
 * The console frame: the top bar (products menu, logo, region, search, notifications, cart, help, language,
 * account) and the ECS side navigation with its fold button. `data-doc-name` on an icon-only control says what
 * the help center's image alt text calls it (the benchmark's truth; the page runtime never reads it).
 */
export function TopBar() {
  return (
    <header className="topbar">
      <span className="topbar-icon" data-doc-name="menu|products" onClick={() => undefined}>
        <Icon type="list" />
      </span>
      <a className="topbar-logo" href="#/">
        <img src="/img/aliyun-logo.svg" alt="Alibaba Cloud" height={20} />
      </a>
      <a className="topbar-link" href="#/workbench">Workbench</a>
      <Select
        className="topbar-region"
        aria-label="select"
        defaultValue="cn-hangzhou"
        style={{ width: 170 }}
        dataSource={[
          { value: 'cn-hangzhou', label: 'China (Hangzhou)' },
          { value: 'cn-shanghai', label: 'China (Shanghai)' },
          { value: 'ap-southeast-1', label: 'Singapore' },
        ]}
      />
      <div className="topbar-search">
        <input placeholder="Search..." aria-label="search" />
        <span className="topbar-icon" data-doc-name="search">
          <Icon type="search" />
        </span>
      </div>
      <div className="topbar-right">
        <a className="topbar-link" href="#/expenses">Expenses</a>
        <a className="topbar-link" href="#/icp">ICP</a>
        <a className="topbar-link" href="#/tickets">Tickets</a>
        <Balloon.Tooltip trigger={<span className="topbar-icon" data-doc-name="notification|message|bell"><i className="next-icon icon-notification" /></span>} align="b">
          Messages
        </Balloon.Tooltip>
        <span className="topbar-icon" data-doc-name="cart">
          <img src="/img/icon-cart.svg" width={16} height={16} />
        </span>
        <a className="topbar-icon" href="#/help" data-doc-name="help|?">
          <Icon type="help" />
        </a>
        <Dropdown trigger={<span className="topbar-link">EN</span>} triggerType="click">
          <Menu>
            <Menu.Item key="en">English</Menu.Item>
            <Menu.Item key="zh">中文</Menu.Item>
          </Menu>
        </Dropdown>
        <span className="topbar-avatar" data-doc-name="account|avatar">
          <img src="/img/avatar.svg" width={24} height={24} />
        </span>
      </div>
    </header>
  );
}

export function SideNav({ current, onFold }: { current: string; onFold: () => void }) {
  return (
    <aside className="sidenav">
      <div className="sidenav-title">Elastic Compute Service</div>
      <Nav type="normal" embeddable selectedKeys={[current]} defaultOpenKeys={['ii', 'ebs', 'ns']}>
        <Nav.Item key="overview">Overview</Nav.Item>
        <Nav.Item key="events">Events</Nav.Item>
        <Nav.Item key="tags">Tags</Nav.Item>
        <Nav.SubNav key="ii" label="Instances & Images">
          <Nav.Item key="instances">Instances</Nav.Item>
          <Nav.Item key="ddh">Dedicated Hosts</Nav.Item>
          <Nav.Item key="images">Images</Nav.Item>
        </Nav.SubNav>
        <Nav.SubNav key="ebs" label="Block Storage">
          <Nav.Item key="disks">Block Storage</Nav.Item>
          <Nav.Item key="snapshots">Snapshots</Nav.Item>
        </Nav.SubNav>
        <Nav.SubNav key="ns" label="Network & Security">
          <Nav.Item key="sg">Security Groups</Nav.Item>
          <Nav.Item key="eni">Elastic Network Interfaces</Nav.Item>
          <Nav.Item key="kp">Key Pairs</Nav.Item>
        </Nav.SubNav>
      </Nav>
      <span className="sidenav-fold" data-doc-name="collapse|fold" onClick={onFold}>
        <Icon type="arrow-double-left" />
      </span>
    </aside>
  );
}
