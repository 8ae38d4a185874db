{
  "algorithm": "ed25519",
  "content_sha256": "7fdab41a757a2572c118b459f7ec2127fe216b6f0db5bf5189ca8a5ac9435937",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "13d03be39896142f8a9a58104f17ff657a3e85b220bd5121ead4d1e5810059ca",
  "schema": "gridshift.signature/1",
  "signature": "7bd5022722a07ea24e7813f0e915a2666965bc1a5d02009e0ca18b9da71c26cb9b503cfead8d34926cfebbc741e29ad8da91159b3e3b696225111d197d42150b"
}
