{
  "algorithm": "ed25519",
  "content_sha256": "501e8f987a4eddaf5465f62e9ae576e146b15e264252c7d5b640029d79645058",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad1ad529acdf95dee181b22e9a02d0408dcfd2b1877b16ebb70721db2ab26a8e",
  "schema": "gridshift.signature/1",
  "signature": "453b72bfc8c96067cda359a4e5801cb8415a48ded02f9ece4a409d27fde31b76f2a52124ca422cf9b286485aeb16964b5ff4592bacafcd7c02c3cef3a992b30e"
}
