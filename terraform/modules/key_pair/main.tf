# An SSH key pair (catalog type key_pair): CreateKeyPair, or ImportKeyPair with PublicKeyBody.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ecs_key_pair" "this" {
  key_pair_name     = var.KeyPairName
  public_key        = var.PublicKeyBody
  resource_group_id = var.ResourceGroupId
  tags              = var.tags
}
