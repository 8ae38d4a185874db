{
  "algorithm": "ed25519",
  "content_sha256": "253534a06cf129ecff2207640dae31cc92a27daa5a8ab7974256aa7f1ae12274",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd00c7047a65b062efb17d7aec5c29dbe8f3c1f0423a3a8f2d368b3910111315",
  "schema": "gridshift.signature/1",
  "signature": "0dd83e55e5118c3ab8b6fd0469c896d06096817e35949cbf1b5aca6edd1c1336751b7e5ae35343b75f824598da967b914108f10c8642d6bab5dc69a01b154f09"
}
