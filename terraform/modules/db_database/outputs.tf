output "id" {
  value = alicloud_db_database.this.id
}

output "name" {
  value = alicloud_db_database.this.name
}

output "DBName" {
  value = alicloud_db_database.this.name
}

output "DBInstanceId" {
  value = alicloud_db_database.this.instance_id
}
