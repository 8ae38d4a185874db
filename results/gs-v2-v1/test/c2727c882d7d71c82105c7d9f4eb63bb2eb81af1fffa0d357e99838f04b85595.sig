{
  "algorithm": "ed25519",
  "content_sha256": "ee3979c4550fb53b8cf60c46148ad524a138bd97228a1f4d281a90f6cce94198",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c2727c882d7d71c82105c7d9f4eb63bb2eb81af1fffa0d357e99838f04b85595",
  "schema": "gridshift.signature/1",
  "signature": "5000ed8bf1c47fb515dae770d4998840d7dc953d85c8be096c2dc97756e0d2ad8350267d1655db38b8d09e62caef92b5f88bce98bc68d6bdae4767b9be7fdc0f"
}
