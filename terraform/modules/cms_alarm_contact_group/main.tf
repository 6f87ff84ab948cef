# A CloudMonitor alert contact group (catalog type cms_alarm_contact_group): PutContactGroup with ContactNames.1-5.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_cms_alarm_contact_group" "this" {
  alarm_contact_group_name = var.ContactGroupName
  describe                 = var.Describe
  contacts                 = compact([var.ContactNames_1, var.ContactNames_2, var.ContactNames_3, var.ContactNames_4, var.ContactNames_5])
  enable_subscribed        = var.EnableSubscribed == null ? null : tobool(var.EnableSubscribed)
}
