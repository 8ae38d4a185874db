{
  "algorithm": "ed25519",
  "content_sha256": "5e2ebf765523a9b4c42c528a75f1a735de315c4439dbb6aa498eacc372fdc57f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a40de6f5324980937869a9abde2793c93ac17f9a2d0b5b6b2729f5ff31b0d53d",
  "schema": "gridshift.signature/1",
  "signature": "8541197ebb7fe346f12a3936957ff50a170625b182721f48e2df22a2ee1bc7256288bd338f947a4e445e2e7d1768e5b3ce1b2a09d013ba7bca5c8ad4ab447b0b"
}
