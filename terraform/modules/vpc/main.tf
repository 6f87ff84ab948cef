# A VPC (catalog type vpc): CreateVpc.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_vpc" "this" {
  vpc_name          = var.VpcName
  cidr_block        = var.CidrBlock
  description       = var.Description
  resource_group_id = var.ResourceGroupId
  tags              = var.tags
}
