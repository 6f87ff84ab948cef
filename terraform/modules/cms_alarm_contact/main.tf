# A CloudMonitor alert contact (catalog type cms_alarm_contact): PutContact; an example.com mail address unless a channel is given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

locals {
  no_channel = var.Channels_Mail == null && var.Channels_DingWebHook == null && var.Channels_SMS == null
}

resource "alicloud_cms_alarm_contact" "this" {
  alarm_contact_name     = var.ContactName
  describe               = var.Describe != null ? var.Describe : var.ContactName
  channels_mail          = local.no_channel ? "${replace(var.ContactName, "/[^\\w.-]/", "")}@example.com" : var.Channels_Mail
  channels_ding_web_hook = var.Channels_DingWebHook
  channels_sms           = var.Channels_SMS
  lang                   = var.Lang
}
