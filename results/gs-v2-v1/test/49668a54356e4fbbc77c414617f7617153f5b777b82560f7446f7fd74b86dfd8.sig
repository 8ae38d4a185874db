{
  "algorithm": "ed25519",
  "content_sha256": "a186ddceeb0afad1ae0600f6ac06b0e0b05d31d16cb9ee32ca23deb09e48d88b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49668a54356e4fbbc77c414617f7617153f5b777b82560f7446f7fd74b86dfd8",
  "schema": "gridshift.signature/1",
  "signature": "d5cd8a17f4de6f23912da370373246656456a3eb7aa6a3b4fe0a8d86f53bf5fe9d94120d7809c135ac7afbeeb7aeb3ea3b4af62d1ad3dd5ec0856e9ca57d020c"
}
