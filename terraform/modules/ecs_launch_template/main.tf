# An ECS launch template (catalog type ecs_launch_template): CreateLaunchTemplate. The openapi provisioner adds a
# second version; Terraform keeps one template version per apply, so this module makes version 1 only.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ecs_launch_template" "this" {
  launch_template_name = var.LaunchTemplateName
  version_description  = var.VersionDescription
  template_tags        = var.tags
}
