output "id" {
  value = alicloud_snat_entry.this.snat_entry_id
}

output "name" {
  value = alicloud_snat_entry.this.snat_entry_name
}

output "SnatEntryId" {
  value = alicloud_snat_entry.this.snat_entry_id
}

output "SnatEntryName" {
  value = alicloud_snat_entry.this.snat_entry_name
}

output "SnatTableId" {
  value = alicloud_snat_entry.this.snat_table_id
}
