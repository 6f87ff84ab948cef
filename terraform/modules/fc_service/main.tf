# A Function Compute 2.0 service (catalog type fc_service): CreateService.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_fc_service" "this" {
  name            = var.serviceName
  description     = var.description
  role            = var.role
  internet_access = tobool(var.internetAccess)
}
