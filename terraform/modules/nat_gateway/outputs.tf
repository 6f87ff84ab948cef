output "id" {
  value = alicloud_nat_gateway.this.id
}

output "name" {
  value = alicloud_nat_gateway.this.nat_gateway_name
}

output "NatGatewayId" {
  value = alicloud_nat_gateway.this.id
}

output "Name" {
  value = alicloud_nat_gateway.this.nat_gateway_name
}

output "VpcId" {
  value = alicloud_nat_gateway.this.vpc_id
}

output "SnatTableId" {
  value = split(",", alicloud_nat_gateway.this.snat_table_ids)[0]
}

output "ForwardTableId" {
  value = split(",", alicloud_nat_gateway.this.forward_table_ids)[0]
}
