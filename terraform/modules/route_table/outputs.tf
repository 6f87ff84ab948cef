output "id" {
  value = alicloud_route_table.this.id
}

output "name" {
  value = alicloud_route_table.this.route_table_name
}

output "RouteTableId" {
  value = alicloud_route_table.this.id
}

output "RouteTableName" {
  value = alicloud_route_table.this.route_table_name
}

output "VpcId" {
  value = alicloud_route_table.this.vpc_id
}
