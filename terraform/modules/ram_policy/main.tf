# A RAM custom policy (catalog type ram_policy): CreatePolicy; allows ecs:Describe* unless PolicyDocument is given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ram_policy" "this" {
  policy_name     = var.PolicyName
  policy_document = var.PolicyDocument
  description     = var.Description
  force           = true
}
