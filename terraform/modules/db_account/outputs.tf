output "id" {
  value = alicloud_db_account.this.id
}

output "name" {
  value = alicloud_db_account.this.account_name
}

output "AccountName" {
  value = alicloud_db_account.this.account_name
}

output "AccountType" {
  value = alicloud_db_account.this.account_type
}

output "DBInstanceId" {
  value = alicloud_db_account.this.db_instance_id
}
