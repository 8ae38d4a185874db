{
  "algorithm": "ed25519",
  "content_sha256": "0d8c6a77247f247fdfbcfab0388828a2190cc10da78f4baf9c3c68d6bfcdd20c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c130713d8c7a9679104908064cf02c59f834c8766ff14ad65f655824d0525c05",
  "schema": "gridshift.signature/1",
  "signature": "f48f55d14f7e59b6a6be5d54b3d97dec98e7cac0d9747fcef45e9b350ba72c046a2ba196e4a331d894d001d35c02dc6d61c8e7b2608fe84f7dc60e818e92400f"
}
