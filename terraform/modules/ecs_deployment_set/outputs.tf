output "id" {
  value = alicloud_ecs_deployment_set.this.id
}

output "name" {
  value = alicloud_ecs_deployment_set.this.deployment_set_name
}

output "DeploymentSetId" {
  value = alicloud_ecs_deployment_set.this.id
}
