import type { ConsoleModule } from '../../../console/src/lib/product';
import { CreateEipPage } from './CreateEipPage';
import { CreateVpcPage } from './CreateVpcPage';
import { EipsPage } from './EipsPage';
import { SharedBandwidthBuyPage } from './SharedBandwidthBuyPage';
import { SharedBandwidthPage } from './SharedBandwidthPage';
import { CreateVSwitchPage } from './CreateVSwitchPage';
import { vpcVocabulary } from './useVpc';
import { VpcDetailPage } from './VpcDetailPage';
import { VpcHome } from './VpcHome';
import { VpcsPage } from './VpcsPage';
import { VSwitchesPage } from './VSwitchesPage';
import { CreateNatGatewayPage } from './CreateNatGatewayPage';
import { CreateRouteTablePage } from './CreateRouteTablePage';
import { CreateSnatPage } from './CreateSnatPage';
import { NatDetailPage } from './NatDetailPage';
import { NatGatewaysPage } from './NatGatewaysPage';
import { RouteTableDetailPage } from './RouteTableDetailPage';
import { RouteTablesPage } from './RouteTablesPage';
import { vpcGenerations } from '../generations';


/** The VPC console. Routes are tried in order: `create` before `:id`. */
export const consoleModule: ConsoleModule = {
  vocabulary: vpcVocabulary,
  titleKey: 'vpc.title',
  generations: vpcGenerations,
  routes: [
    { pattern: '/vpc', page: VpcHome },
    { pattern: '/vpc/vpcs', page: VpcsPage },
    { pattern: '/vpc/vpcs/create', page: CreateVpcPage },
    { pattern: '/vpc/vpcs/:id', page: VpcDetailPage },
    { pattern: '/vpc/vswitches', page: VSwitchesPage },
    { pattern: '/vpc/vswitches/create', page: CreateVSwitchPage },
    { pattern: '/vpc/eips', page: EipsPage },
    { pattern: '/vpc/eips/create', page: CreateEipPage },
    { pattern: '/vpc/cbwp', page: SharedBandwidthPage },
    { pattern: '/vpc/cbwp/create', page: SharedBandwidthBuyPage },
    { pattern: '/vpc/route-tables', page: RouteTablesPage },
    { pattern: '/vpc/route-tables/create', page: CreateRouteTablePage },
    { pattern: '/vpc/route-tables/:id', page: RouteTableDetailPage },
    { pattern: '/vpc/nat-gateways', page: NatGatewaysPage },
    { pattern: '/vpc/nat-gateways/create', page: CreateNatGatewayPage },
    { pattern: '/vpc/nat-gateways/:id/snat-create', page: CreateSnatPage },
    { pattern: '/vpc/nat-gateways/:id', page: NatDetailPage },
  ],
};
