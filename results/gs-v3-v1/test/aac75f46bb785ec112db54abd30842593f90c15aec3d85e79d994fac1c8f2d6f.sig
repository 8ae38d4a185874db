{
  "algorithm": "ed25519",
  "content_sha256": "27df13bd57c1c6354f1aa3c3068a734796ba6ad10d08cdcc140413b89f69a70c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aac75f46bb785ec112db54abd30842593f90c15aec3d85e79d994fac1c8f2d6f",
  "schema": "gridshift.signature/1",
  "signature": "27919a2d2c528ab8906143bd785d5a16ddc61f6a072f734b8e14c51b45ff16577fab7f645de3eaebeeacfe724805bec24ff8bfde8745acba223ab180e9a31305"
}
