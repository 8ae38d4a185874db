{
  "algorithm": "ed25519",
  "content_sha256": "31ca3ea4c61a11a5ea2afbbbb175a8cad972666e7b8b64161633bba6bef475a8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6061a7e9e4a535a3fff07843b132783f9789ceb906bde21245d5ad0f0edeccb6",
  "schema": "gridshift.signature/1",
  "signature": "c750c0067d8fa4534da68d2090792c7b139f325174f942fae421d4e1f380155c1658e8d6e4d1b3ca04826546ac6e114b1733f700aed31e785a07e9093ac2c50f"
}
