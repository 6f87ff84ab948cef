output "id" {
  value = alicloud_actiontrail_trail.this.trail_name
}

output "name" {
  value = alicloud_actiontrail_trail.this.trail_name
}

output "Name" {
  value = alicloud_actiontrail_trail.this.trail_name
}

output "EventRW" {
  value = alicloud_actiontrail_trail.this.event_rw
}

output "OssBucketName" {
  value = alicloud_actiontrail_trail.this.oss_bucket_name
}
