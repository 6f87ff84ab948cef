# A DNS record of a domain in Alibaba Cloud DNS (catalog type alidns_record): AddDomainRecord; Status Disable pauses it.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_alidns_record" "this" {
  domain_name = var.DomainName
  rr          = var.RR
  type        = var.Type
  value       = var.Value
  ttl         = tonumber(var.TTL)
  priority    = var.Priority == null ? null : tonumber(var.Priority)
  line        = var.Line
  status      = upper(var.Status)
  remark      = var.Remark
}
