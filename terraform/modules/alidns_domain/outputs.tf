output "id" {
  value = alicloud_alidns_domain.this.domain_name
}

output "name" {
  value = alicloud_alidns_domain.this.domain_name
}

output "DomainName" {
  value = alicloud_alidns_domain.this.domain_name
}

output "DomainId" {
  value = alicloud_alidns_domain.this.domain_id
}
