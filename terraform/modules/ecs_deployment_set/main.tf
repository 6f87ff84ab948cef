# An ECS deployment set (catalog type ecs_deployment_set): CreateDeploymentSet.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ecs_deployment_set" "this" {
  deployment_set_name = var.DeploymentSetName
  strategy            = var.Strategy
  description         = var.Description != "" ? var.Description : null
}
