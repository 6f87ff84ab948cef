output "id" {
  value = alicloud_cms_site_monitor.this.id
}

output "name" {
  value = alicloud_cms_site_monitor.this.task_name
}

output "TaskId" {
  value = alicloud_cms_site_monitor.this.id
}

output "TaskName" {
  value = alicloud_cms_site_monitor.this.task_name
}
