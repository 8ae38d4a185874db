{
  "algorithm": "ed25519",
  "content_sha256": "832310964cc8d047eb4f8f636ff7808f7a43bcb72beece549e0d241fd0ade309",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fa26af3f78ffe88aa87cbee5ca2980726b7bf0f9f92f798760cbf9a6fb576e9",
  "schema": "gridshift.signature/1",
  "signature": "ec79edccb85d013e55b9d3446f0647c1c83b991ac9dc3e553c969ad2e065a7e72c5d852ff6cd820ff81e4a45b002b266e981f34b4bf5a8fbfbea3ee4a9e47401"
}
