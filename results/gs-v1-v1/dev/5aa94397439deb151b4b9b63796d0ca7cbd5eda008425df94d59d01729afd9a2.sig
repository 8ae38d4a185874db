{
  "algorithm": "ed25519",
  "content_sha256": "8e941827bf890b0102c02b192bac9612d77b2bb152d4d6fdfedfa7d1cca7cf5c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5aa94397439deb151b4b9b63796d0ca7cbd5eda008425df94d59d01729afd9a2",
  "schema": "gridshift.signature/1",
  "signature": "fa0f0a50aace948658e80133d7fd1587352d661d175a0ed2f14a7f636d8df5db34099c202634d6beb84f5a50a8c727518cb167374493a2476ea85a71ef52c00d"
}
