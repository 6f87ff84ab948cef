# A domain name in Alibaba Cloud DNS (catalog type alidns_domain): AddDomain; a name without a dot gets .com.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

locals {
  domain_name = length(regexall("\\.", var.DomainName)) > 0 ? lower(var.DomainName) : "${lower(var.DomainName)}.com"
}

resource "alicloud_alidns_domain" "this" {
  domain_name       = local.domain_name
  group_id          = var.GroupId
  remark            = var.Remark
  resource_group_id = var.ResourceGroupId
  tags              = var.tags
}
