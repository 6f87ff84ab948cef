# An accelerated domain in Alibaba Cloud CDN (catalog type cdn_domain): AddCdnDomain with one origin; Status offline disables it.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

locals {
  domain_name = lower(length(regexall("\\.", var.DomainName)) > 0 ? var.DomainName : "${var.DomainName}.example.com")
}

resource "alicloud_cdn_domain_new" "this" {
  domain_name       = local.domain_name
  cdn_type          = var.CdnType
  scope             = var.Scope
  status            = var.Status
  resource_group_id = var.ResourceGroupId
  tags              = var.tags

  dynamic "sources" {
    for_each = jsondecode(var.Sources)
    content {
      content  = sources.value.content
      type     = sources.value.type
      port     = tonumber(sources.value.port)
      priority = tonumber(sources.value.priority)
      weight   = tonumber(sources.value.weight)
    }
  }
}
