# A RAM user (catalog type ram_user): CreateUser; optionally in a group, with a policy, an AccessKey pair and console logon.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
    random = {
      source = "hashicorp/random"
    }
  }
}

resource "alicloud_ram_user" "this" {
  name         = var.UserName
  display_name = var.DisplayName
  mobile       = var.MobilePhone
  email        = var.Email
  comments     = var.Comments
  force        = true
}

resource "alicloud_ram_user_group_attachment" "this" {
  count      = var.GroupName == null ? 0 : 1
  group_name = var.GroupName
  user_name  = alicloud_ram_user.this.name
}

resource "alicloud_ram_user_policy_attachment" "this" {
  count       = var.PolicyName == null ? 0 : 1
  policy_name = var.PolicyName
  policy_type = var.PolicyType
  user_name   = alicloud_ram_user.this.name
}

resource "alicloud_ram_access_key" "this" {
  count     = var.AccessKey == "true" ? 1 : 0
  user_name = alicloud_ram_user.this.name
}

resource "random_password" "logon" {
  count       = var.ConsoleLogon == "true" ? 1 : 0
  length      = 20
  min_upper   = 1
  min_lower   = 1
  min_numeric = 1
  min_special = 1
}

resource "alicloud_ram_login_profile" "this" {
  count                   = var.ConsoleLogon == "true" ? 1 : 0
  user_name               = alicloud_ram_user.this.name
  password                = random_password.logon[0].result
  password_reset_required = false
  mfa_bind_required       = false
}
