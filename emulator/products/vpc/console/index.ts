import { handDrawnConsole } from '../../../console/src/lib/product';
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
export const consoleModule = handDrawnConsole(vpcVocabulary, {
  '/vpc': VpcHome,
  '/vpc/vpcs': VpcsPage,
  '/vpc/vpcs/create': CreateVpcPage,
  '/vpc/vpcs/:id': VpcDetailPage,
  '/vpc/vswitches': VSwitchesPage,
  '/vpc/vswitches/create': CreateVSwitchPage,
  '/vpc/eips': EipsPage,
  '/vpc/eips/create': CreateEipPage,
  '/vpc/cbwp': SharedBandwidthPage,
  '/vpc/cbwp/create': SharedBandwidthBuyPage,
  '/vpc/route-tables': RouteTablesPage,
  '/vpc/route-tables/create': CreateRouteTablePage,
  '/vpc/route-tables/:id': RouteTableDetailPage,
  '/vpc/nat-gateways': NatGatewaysPage,
  '/vpc/nat-gateways/create': CreateNatGatewayPage,
  '/vpc/nat-gateways/:id/snat-create': CreateSnatPage,
  '/vpc/nat-gateways/:id': NatDetailPage,
}, { generations: vpcGenerations });
