output "id" {
  value = alicloud_vpc.this.id
}

output "name" {
  value = alicloud_vpc.this.vpc_name
}

output "VpcId" {
  value = alicloud_vpc.this.id
}

output "VpcName" {
  value = alicloud_vpc.this.vpc_name
}

output "CidrBlock" {
  value = alicloud_vpc.this.cidr_block
}

output "VRouterId" {
  value = alicloud_vpc.this.router_id
}

output "RouteTableId" {
  value = alicloud_vpc.this.route_table_id
}
