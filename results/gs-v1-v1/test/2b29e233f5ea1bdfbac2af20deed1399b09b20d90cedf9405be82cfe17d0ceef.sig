{
  "algorithm": "ed25519",
  "content_sha256": "877cff8ed5f933b7728f81d7e9ad1ce907001a6ea06665f0e65eb091d650e0c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b29e233f5ea1bdfbac2af20deed1399b09b20d90cedf9405be82cfe17d0ceef",
  "schema": "gridshift.signature/1",
  "signature": "a416cbe54f97a790cce9f8acfcd1ed1b594f8b1231efca30d824ff451cc6274b8a6ab86b978083136ad86d4484358d6aea1e3e2869829d04d98d6524548f6602"
}
