{
  "algorithm": "ed25519",
  "content_sha256": "e78933d0b4d6b7f2454de51bb44d5cf87f1769bd22d7d5fdda22ce3cd3ed8ebe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "99ce4a45090c00c86933b54453cd350df40edd2cf4433588ea765d1c66d6daa0",
  "schema": "gridshift.signature/1",
  "signature": "902fcf977337589eafd088117417569ddf1ad5ebecfdf343ce32176a7fb167ca258cd7471b2609d6859a90e30aef116c9166f9104d0644095f8986fc2012000b"
}
