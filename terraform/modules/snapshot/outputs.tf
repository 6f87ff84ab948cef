output "id" {
  value = alicloud_ecs_snapshot.this.id
}

output "name" {
  value = alicloud_ecs_snapshot.this.snapshot_name
}

output "SnapshotId" {
  value = alicloud_ecs_snapshot.this.id
}

output "SnapshotName" {
  value = alicloud_ecs_snapshot.this.snapshot_name
}

output "SourceDiskId" {
  value = alicloud_ecs_snapshot.this.disk_id
}
