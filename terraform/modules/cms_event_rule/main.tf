# A CloudMonitor event-triggered alert rule (catalog type cms_event_rule): PutEventRule with RuleName and one event
# pattern (Product, LevelList, NameList); its contact group target is not part of this module.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_cms_event_rule" "this" {
  rule_name = var.RuleName
  status    = var.State
  event_pattern {
    product    = var.Product
    level_list = split(",", var.LevelList)
    name_list  = split(",", var.NameList)
  }
}
