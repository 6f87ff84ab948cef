output "id" {
  value = alicloud_alidns_record.this.id
}

output "name" {
  value = alicloud_alidns_record.this.rr
}

output "RecordId" {
  value = alicloud_alidns_record.this.id
}

output "RR" {
  value = alicloud_alidns_record.this.rr
}

output "Value" {
  value = alicloud_alidns_record.this.value
}

output "Type" {
  value = alicloud_alidns_record.this.type
}

output "Status" {
  value = title(lower(alicloud_alidns_record.this.status))
}
