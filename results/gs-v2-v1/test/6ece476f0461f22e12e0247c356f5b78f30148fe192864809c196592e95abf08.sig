{
  "algorithm": "ed25519",
  "content_sha256": "07199c5a5cd5ec2be6fcce56f0286dc93acb0b254b13c5433ccfc3656fe79344",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ece476f0461f22e12e0247c356f5b78f30148fe192864809c196592e95abf08",
  "schema": "gridshift.signature/1",
  "signature": "9ef2928069fae4604ee6d963e07cbd482a3a7a6373ea0439132b27dfe2ce825d9642df6cd0fe5a471692825ae78efdd4a167673e4854e23a3baf7ff74b804f09"
}
