# A custom route table of a VPC (catalog type route_table): CreateRouteTable, associated with VSwitchId when given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_route_table" "this" {
  vpc_id           = var.VpcId
  route_table_name = var.RouteTableName
  description      = var.Description
  associate_type   = var.AssociateType
  tags             = var.tags
}

resource "alicloud_route_table_attachment" "this" {
  count          = var.VSwitchId == null ? 0 : 1
  route_table_id = alicloud_route_table.this.id
  vswitch_id     = var.VSwitchId
}
