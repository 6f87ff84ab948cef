output "id" {
  value = alicloud_db_instance.this.id
}

output "name" {
  value = alicloud_db_instance.this.instance_name
}

output "DBInstanceId" {
  value = alicloud_db_instance.this.id
}

output "DBInstanceDescription" {
  value = alicloud_db_instance.this.instance_name
}

output "Engine" {
  value = alicloud_db_instance.this.engine
}

output "EngineVersion" {
  value = alicloud_db_instance.this.engine_version
}

output "DBInstanceClass" {
  value = alicloud_db_instance.this.instance_type
}

output "ZoneId" {
  value = alicloud_db_instance.this.zone_id
}

output "VSwitchId" {
  value = alicloud_db_instance.this.vswitch_id
}

output "ConnectionString" {
  value = alicloud_db_instance.this.connection_string
}

output "Port" {
  value = alicloud_db_instance.this.port
}
