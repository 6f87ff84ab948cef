# A RAM role (catalog type ram_role): CreateRole; trusts ecs.aliyuncs.com unless AssumeRolePolicyDocument is given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ram_role" "this" {
  name                 = var.RoleName
  document             = var.AssumeRolePolicyDocument
  description          = var.Description
  max_session_duration = var.MaxSessionDuration == null ? null : tonumber(var.MaxSessionDuration)
  force                = true
}
