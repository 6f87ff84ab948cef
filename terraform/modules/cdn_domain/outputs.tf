output "id" {
  value = alicloud_cdn_domain_new.this.domain_name
}

output "name" {
  value = alicloud_cdn_domain_new.this.domain_name
}

output "DomainName" {
  value = alicloud_cdn_domain_new.this.domain_name
}

output "Cname" {
  value = alicloud_cdn_domain_new.this.cname
}

output "CdnType" {
  value = alicloud_cdn_domain_new.this.cdn_type
}

output "Status" {
  value = var.Status
}
