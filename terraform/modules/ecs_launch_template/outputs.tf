output "id" {
  value = alicloud_ecs_launch_template.this.id
}

output "name" {
  value = alicloud_ecs_launch_template.this.launch_template_name
}

output "LaunchTemplateId" {
  value = alicloud_ecs_launch_template.this.id
}
