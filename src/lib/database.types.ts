export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      activity_events: {
        Row: {
          actor_id: string | null;
          campaign_id: string;
          created_at: string;
          id: string;
          kind: Database['public']['Enums']['activity_kind'];
          reviewer_id: string | null;
          workspace_id: string;
        };
        Insert: {
          actor_id?: string | null;
          campaign_id: string;
          created_at?: string;
          id?: string;
          kind: Database['public']['Enums']['activity_kind'];
          reviewer_id?: string | null;
          workspace_id: string;
        };
        Update: {
          actor_id?: string | null;
          campaign_id?: string;
          created_at?: string;
          id?: string;
          kind?: Database['public']['Enums']['activity_kind'];
          reviewer_id?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'activity_events_actor_id_fkey';
            columns: ['actor_id'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'activity_events_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'activity_events_reviewer_id_fkey';
            columns: ['reviewer_id'];
            referencedRelation: 'client_reviewers';
            referencedColumns: ['id'];
          },
        ];
      };
      ai_generations: {
        Row: {
          campaign_id: string | null;
          completion_tokens: number | null;
          created_at: string;
          created_by: string | null;
          duration_ms: number | null;
          error: string | null;
          id: string;
          kind: string;
          model: string | null;
          prompt_tokens: number | null;
          provider: string;
          status: string;
          workspace_id: string;
        };
        Insert: {
          campaign_id?: string | null;
          completion_tokens?: number | null;
          created_at?: string;
          created_by?: string | null;
          duration_ms?: number | null;
          error?: string | null;
          id?: string;
          kind: string;
          model?: string | null;
          prompt_tokens?: number | null;
          provider: string;
          status: string;
          workspace_id: string;
        };
        Update: {
          campaign_id?: string | null;
          completion_tokens?: number | null;
          created_at?: string;
          created_by?: string | null;
          duration_ms?: number | null;
          error?: string | null;
          id?: string;
          kind?: string;
          model?: string | null;
          prompt_tokens?: number | null;
          provider?: string;
          status?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ai_generations_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'ai_generations_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'ai_generations_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      campaign_activity: {
        Row: {
          bounced: number;
          campaign_id: string;
          clicked: number;
          complained: number;
          delayed: number;
          delivered: number;
          failed: number;
          first_clicks: number;
          first_opens: number;
          opened: number;
          quarter: string;
          sent: number;
          unsubscribed: number;
          workspace_id: string;
        };
        Insert: {
          bounced?: number;
          campaign_id: string;
          clicked?: number;
          complained?: number;
          delayed?: number;
          delivered?: number;
          failed?: number;
          first_clicks?: number;
          first_opens?: number;
          opened?: number;
          quarter: string;
          sent?: number;
          unsubscribed?: number;
          workspace_id: string;
        };
        Update: {
          bounced?: number;
          campaign_id?: string;
          clicked?: number;
          complained?: number;
          delayed?: number;
          delivered?: number;
          failed?: number;
          first_clicks?: number;
          first_opens?: number;
          opened?: number;
          quarter?: string;
          sent?: number;
          unsubscribed?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_activity_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
        ];
      };
      campaign_attachments: {
        Row: {
          campaign_id: string;
          content_type: string | null;
          created_at: string;
          created_by: string | null;
          file_name: string;
          id: string;
          size_bytes: number;
          storage_path: string;
          workspace_id: string;
        };
        Insert: {
          campaign_id: string;
          content_type?: string | null;
          created_at?: string;
          created_by?: string | null;
          file_name: string;
          id?: string;
          size_bytes: number;
          storage_path: string;
          workspace_id: string;
        };
        Update: {
          campaign_id?: string;
          content_type?: string | null;
          created_at?: string;
          created_by?: string | null;
          file_name?: string;
          id?: string;
          size_bytes?: number;
          storage_path?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_attachments_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaign_attachments_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      campaign_comments: {
        Row: {
          author_id: string | null;
          body: string;
          campaign_id: string;
          created_at: string;
          id: string;
          mentioned_user_ids: string[];
          mentions_emailed_at: string | null;
          reviewer_id: string | null;
          section: string | null;
          workspace_id: string;
        };
        Insert: {
          author_id?: string | null;
          body: string;
          campaign_id: string;
          created_at?: string;
          id?: string;
          mentioned_user_ids?: string[];
          mentions_emailed_at?: string | null;
          reviewer_id?: string | null;
          section?: string | null;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          campaign_id?: string;
          created_at?: string;
          id?: string;
          mentioned_user_ids?: string[];
          mentions_emailed_at?: string | null;
          reviewer_id?: string | null;
          section?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_comments_author_id_fkey';
            columns: ['author_id'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_comments_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaign_comments_reviewer_id_fkey';
            columns: ['reviewer_id'];
            referencedRelation: 'client_reviewers';
            referencedColumns: ['id'];
          },
        ];
      };
      campaign_counts: {
        Row: {
          bounced: number;
          campaign_id: string;
          clicked: number;
          complained: number;
          delayed: number;
          delivered: number;
          failed: number;
          first_sent_at: string | null;
          'new': number;
          opened: number;
          recipients: number;
          sent: number;
          unsubscribed: number;
          workspace_id: string;
        };
        Insert: {
          bounced?: number;
          campaign_id: string;
          clicked?: number;
          complained?: number;
          delayed?: number;
          delivered?: number;
          failed?: number;
          first_sent_at?: string | null;
          'new'?: number;
          opened?: number;
          recipients?: number;
          sent?: number;
          unsubscribed?: number;
          workspace_id: string;
        };
        Update: {
          bounced?: number;
          campaign_id?: string;
          clicked?: number;
          complained?: number;
          delayed?: number;
          delivered?: number;
          failed?: number;
          first_sent_at?: string | null;
          'new'?: number;
          opened?: number;
          recipients?: number;
          sent?: number;
          unsubscribed?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_counts_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
        ];
      };
      campaign_purchases: {
        Row: {
          amount_cents: number;
          campaign_id: string | null;
          created_at: string;
          created_by: string | null;
          currency: string;
          id: string;
          package_id: string | null;
          page_subscription_id: string | null;
          paid_at: string | null;
          recipients: number;
          status: Database['public']['Enums']['purchase_status'];
          stripe_checkout_session_id: string | null;
          stripe_invoice_id: string | null;
          stripe_payment_intent_id: string | null;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          amount_cents?: number;
          campaign_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency?: string;
          id?: string;
          package_id?: string | null;
          page_subscription_id?: string | null;
          paid_at?: string | null;
          recipients: number;
          status?: Database['public']['Enums']['purchase_status'];
          stripe_checkout_session_id?: string | null;
          stripe_invoice_id?: string | null;
          stripe_payment_intent_id?: string | null;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          amount_cents?: number;
          campaign_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency?: string;
          id?: string;
          package_id?: string | null;
          page_subscription_id?: string | null;
          paid_at?: string | null;
          recipients?: number;
          status?: Database['public']['Enums']['purchase_status'];
          stripe_checkout_session_id?: string | null;
          stripe_invoice_id?: string | null;
          stripe_payment_intent_id?: string | null;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_purchases_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaign_purchases_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_purchases_package_id_fkey';
            columns: ['package_id'];
            referencedRelation: 'packages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_purchases_page_subscription_id_fkey';
            columns: ['page_subscription_id'];
            referencedRelation: 'page_subscriptions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_purchases_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      campaign_reviews: {
        Row: {
          action: Database['public']['Enums']['review_action'];
          actor_id: string | null;
          campaign_id: string;
          created_at: string;
          id: string;
          note: string | null;
          reviewer_id: string | null;
          version_id: string | null;
          workspace_id: string;
        };
        Insert: {
          action: Database['public']['Enums']['review_action'];
          actor_id?: string | null;
          campaign_id: string;
          created_at?: string;
          id?: string;
          note?: string | null;
          reviewer_id?: string | null;
          version_id?: string | null;
          workspace_id: string;
        };
        Update: {
          action?: Database['public']['Enums']['review_action'];
          actor_id?: string | null;
          campaign_id?: string;
          created_at?: string;
          id?: string;
          note?: string | null;
          reviewer_id?: string | null;
          version_id?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_reviews_actor_id_fkey';
            columns: ['actor_id'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_reviews_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaign_reviews_reviewer_id_fkey';
            columns: ['reviewer_id'];
            referencedRelation: 'client_reviewers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaign_reviews_version_id_fkey';
            columns: ['version_id'];
            referencedRelation: 'campaign_versions';
            referencedColumns: ['id'];
          },
        ];
      };
      campaign_versions: {
        Row: {
          campaign_id: string;
          content: Json | null;
          created_at: string;
          created_by: string | null;
          design: Json | null;
          html: string | null;
          id: string;
          note: string | null;
          preheader: string | null;
          subject: string | null;
          workspace_id: string;
        };
        Insert: {
          campaign_id: string;
          content?: Json | null;
          created_at?: string;
          created_by?: string | null;
          design?: Json | null;
          html?: string | null;
          id?: string;
          note?: string | null;
          preheader?: string | null;
          subject?: string | null;
          workspace_id: string;
        };
        Update: {
          campaign_id?: string;
          content?: Json | null;
          created_at?: string;
          created_by?: string | null;
          design?: Json | null;
          html?: string | null;
          id?: string;
          note?: string | null;
          preheader?: string | null;
          subject?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaign_versions_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaign_versions_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      campaigns: {
        Row: {
          branding: string | null;
          client_id: string | null;
          content: Json | null;
          created_at: string;
          created_by: string | null;
          demographics: string | null;
          description: string | null;
          design: Json | null;
          double_opt_in: boolean;
          edited_at: string | null;
          follow_up_audience: Database['public']['Enums']['follow_up_audience'] | null;
          follow_up_of: string | null;
          goals: string | null;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['campaign_kind'];
          legal_text: string | null;
          mood: Database['public']['Enums']['mood'] | null;
          name: string;
          objectives: string | null;
          preheader: string | null;
          primary_color: string | null;
          product_name: string | null;
          prompt: string | null;
          quaternary_color: string | null;
          review_state: Database['public']['Enums']['review_state'];
          reviewed_version_id: string | null;
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          slug: string | null;
          status: Database['public']['Enums']['campaign_status'];
          subject: string | null;
          target_audience: string | null;
          template: Database['public']['Enums']['page_template'] | null;
          tertiary_color: string | null;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          branding?: string | null;
          client_id?: string | null;
          content?: Json | null;
          created_at?: string;
          created_by?: string | null;
          demographics?: string | null;
          description?: string | null;
          design?: Json | null;
          double_opt_in?: boolean;
          edited_at?: string | null;
          follow_up_audience?: Database['public']['Enums']['follow_up_audience'] | null;
          follow_up_of?: string | null;
          goals?: string | null;
          html?: string | null;
          id?: string;
          kind: Database['public']['Enums']['campaign_kind'];
          legal_text?: string | null;
          mood?: Database['public']['Enums']['mood'] | null;
          name: string;
          objectives?: string | null;
          preheader?: string | null;
          primary_color?: string | null;
          product_name?: string | null;
          prompt?: string | null;
          quaternary_color?: string | null;
          review_state?: Database['public']['Enums']['review_state'];
          reviewed_version_id?: string | null;
          secondary_color?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          slug?: string | null;
          status?: Database['public']['Enums']['campaign_status'];
          subject?: string | null;
          target_audience?: string | null;
          template?: Database['public']['Enums']['page_template'] | null;
          tertiary_color?: string | null;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          branding?: string | null;
          client_id?: string | null;
          content?: Json | null;
          created_at?: string;
          created_by?: string | null;
          demographics?: string | null;
          description?: string | null;
          design?: Json | null;
          double_opt_in?: boolean;
          edited_at?: string | null;
          follow_up_audience?: Database['public']['Enums']['follow_up_audience'] | null;
          follow_up_of?: string | null;
          goals?: string | null;
          html?: string | null;
          id?: string;
          kind?: Database['public']['Enums']['campaign_kind'];
          legal_text?: string | null;
          mood?: Database['public']['Enums']['mood'] | null;
          name?: string;
          objectives?: string | null;
          preheader?: string | null;
          primary_color?: string | null;
          product_name?: string | null;
          prompt?: string | null;
          quaternary_color?: string | null;
          review_state?: Database['public']['Enums']['review_state'];
          reviewed_version_id?: string | null;
          secondary_color?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          slug?: string | null;
          status?: Database['public']['Enums']['campaign_status'];
          subject?: string | null;
          target_audience?: string | null;
          template?: Database['public']['Enums']['page_template'] | null;
          tertiary_color?: string | null;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaigns_client_id_workspace_id_fkey';
            columns: ['client_id', 'workspace_id'];
            referencedRelation: 'clients';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaigns_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaigns_follow_up_of_fkey';
            columns: ['follow_up_of', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'campaigns_reviewed_version_id_fkey';
            columns: ['reviewed_version_id'];
            referencedRelation: 'campaign_versions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaigns_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      client_report_links: {
        Row: {
          client_id: string;
          created_at: string;
          created_by: string | null;
          expires_at: string;
          first_day: string;
          id: string;
          last_day: string;
          locale: Database['public']['Enums']['locale'];
          revoked_at: string | null;
          time_zone: string;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          client_id: string;
          created_at?: string;
          created_by?: string | null;
          expires_at: string;
          first_day: string;
          id?: string;
          last_day: string;
          locale: Database['public']['Enums']['locale'];
          revoked_at?: string | null;
          time_zone: string;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          client_id?: string;
          created_at?: string;
          created_by?: string | null;
          expires_at?: string;
          first_day?: string;
          id?: string;
          last_day?: string;
          locale?: Database['public']['Enums']['locale'];
          revoked_at?: string | null;
          time_zone?: string;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'client_report_links_client_id_workspace_id_fkey';
            columns: ['client_id', 'workspace_id'];
            referencedRelation: 'clients';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'client_report_links_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      client_reviewers: {
        Row: {
          client_id: string;
          created_at: string;
          created_by: string | null;
          email: string;
          id: string;
          link_expires_at: string | null;
          link_sent_at: string | null;
          locale: Database['public']['Enums']['locale'];
          name: string;
          revoked_at: string | null;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          client_id: string;
          created_at?: string;
          created_by?: string | null;
          email: string;
          id?: string;
          link_expires_at?: string | null;
          link_sent_at?: string | null;
          locale?: Database['public']['Enums']['locale'];
          name: string;
          revoked_at?: string | null;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          client_id?: string;
          created_at?: string;
          created_by?: string | null;
          email?: string;
          id?: string;
          link_expires_at?: string | null;
          link_sent_at?: string | null;
          locale?: Database['public']['Enums']['locale'];
          name?: string;
          revoked_at?: string | null;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'client_reviewers_client_id_workspace_id_fkey';
            columns: ['client_id', 'workspace_id'];
            referencedRelation: 'clients';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'client_reviewers_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      clients: {
        Row: {
          approval_required: boolean | null;
          contact_email: string | null;
          contact_phone: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          logo_path: string | null;
          name: string;
          primary_color: string | null;
          quaternary_color: string | null;
          report_locale: Database['public']['Enums']['locale'];
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          tertiary_color: string | null;
          updated_at: string;
          website: string | null;
          workspace_id: string;
        };
        Insert: {
          approval_required?: boolean | null;
          contact_email?: string | null;
          contact_phone?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          logo_path?: string | null;
          name: string;
          primary_color?: string | null;
          quaternary_color?: string | null;
          report_locale?: Database['public']['Enums']['locale'];
          secondary_color?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          tertiary_color?: string | null;
          updated_at?: string;
          website?: string | null;
          workspace_id: string;
        };
        Update: {
          approval_required?: boolean | null;
          contact_email?: string | null;
          contact_phone?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          logo_path?: string | null;
          name?: string;
          primary_color?: string | null;
          quaternary_color?: string | null;
          report_locale?: Database['public']['Enums']['locale'];
          secondary_color?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          tertiary_color?: string | null;
          updated_at?: string;
          website?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'clients_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'clients_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_requests: {
        Row: {
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          last_name: string;
          locale: Database['public']['Enums']['locale'];
          phone: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          first_name: string;
          id?: string;
          last_name: string;
          locale?: Database['public']['Enums']['locale'];
          phone?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          first_name?: string;
          id?: string;
          last_name?: string;
          locale?: Database['public']['Enums']['locale'];
          phone?: string | null;
        };
        Relationships: [];
      };
      leads: {
        Row: {
          campaign_id: string | null;
          client_id: string | null;
          confirm_token: string | null;
          confirmed_at: string | null;
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          ignored_at: string | null;
          last_name: string;
          phone: string | null;
          source: string;
          status: Database['public']['Enums']['lead_status'];
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          campaign_id?: string | null;
          client_id?: string | null;
          confirm_token?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          first_name: string;
          id?: string;
          ignored_at?: string | null;
          last_name: string;
          phone?: string | null;
          source?: string;
          status?: Database['public']['Enums']['lead_status'];
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          campaign_id?: string | null;
          client_id?: string | null;
          confirm_token?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          first_name?: string;
          id?: string;
          ignored_at?: string | null;
          last_name?: string;
          phone?: string | null;
          source?: string;
          status?: Database['public']['Enums']['lead_status'];
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'leads_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'leads_client_id_workspace_id_fkey';
            columns: ['client_id', 'workspace_id'];
            referencedRelation: 'clients';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'leads_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      member_client_scopes: {
        Row: {
          client_id: string;
          created_at: string;
          created_by: string | null;
          user_id: string;
          workspace_id: string;
        };
        Insert: {
          client_id: string;
          created_at?: string;
          created_by?: string | null;
          user_id: string;
          workspace_id: string;
        };
        Update: {
          client_id?: string;
          created_at?: string;
          created_by?: string | null;
          user_id?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'member_client_scopes_client_id_workspace_id_fkey';
            columns: ['client_id', 'workspace_id'];
            referencedRelation: 'clients';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'member_client_scopes_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'member_client_scopes_workspace_id_user_id_fkey';
            columns: ['workspace_id', 'user_id'];
            referencedRelation: 'workspace_members';
            referencedColumns: ['workspace_id', 'user_id'];
          },
        ];
      };
      packages: {
        Row: {
          active: boolean;
          created_at: string;
          currency: string;
          id: string;
          is_popular: boolean;
          name: string;
          price_cents: number;
          recipients: number;
          sort_order: number;
          stripe_price_id: string | null;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          currency?: string;
          id: string;
          is_popular?: boolean;
          name: string;
          price_cents: number;
          recipients: number;
          sort_order?: number;
          stripe_price_id?: string | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          currency?: string;
          id?: string;
          is_popular?: boolean;
          name?: string;
          price_cents?: number;
          recipients?: number;
          sort_order?: number;
          stripe_price_id?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      page_activity: {
        Row: {
          form_starts: number;
          leads: number;
          page_id: string;
          quarter: string;
          source: string;
          views: number;
          workspace_id: string;
        };
        Insert: {
          form_starts?: number;
          leads?: number;
          page_id: string;
          quarter: string;
          source: string;
          views?: number;
          workspace_id: string;
        };
        Update: {
          form_starts?: number;
          leads?: number;
          page_id?: string;
          quarter?: string;
          source?: string;
          views?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'page_activity_page_id_workspace_id_fkey';
            columns: ['page_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
        ];
      };
      page_daily_activity: {
        Row: {
          day: string;
          form_starts: number;
          leads: number;
          page_id: string;
          source: string;
          views: number;
          workspace_id: string;
        };
        Insert: {
          day: string;
          form_starts?: number;
          leads?: number;
          page_id: string;
          source: string;
          views?: number;
          workspace_id: string;
        };
        Update: {
          day?: string;
          form_starts?: number;
          leads?: number;
          page_id?: string;
          source?: string;
          views?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'page_daily_activity_page_id_workspace_id_fkey';
            columns: ['page_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
        ];
      };
      page_events: {
        Row: {
          id: number;
          occurred_at: string;
          page_id: string;
          source: string;
          type: Database['public']['Enums']['page_event_type'];
          workspace_id: string;
        };
        Insert: {
          id?: never;
          occurred_at?: string;
          page_id: string;
          source?: string;
          type: Database['public']['Enums']['page_event_type'];
          workspace_id: string;
        };
        Update: {
          id?: never;
          occurred_at?: string;
          page_id?: string;
          source?: string;
          type?: Database['public']['Enums']['page_event_type'];
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'page_events_page_id_workspace_id_fkey';
            columns: ['page_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
        ];
      };
      page_subscriptions: {
        Row: {
          campaign_id: string | null;
          cancel_at_period_end: boolean;
          canceled_at: string | null;
          created_at: string;
          created_by: string | null;
          current_period_end: string | null;
          current_period_start: string | null;
          id: string;
          plan_id: string;
          status: Database['public']['Enums']['subscription_status'];
          stripe_checkout_session_id: string | null;
          stripe_customer_id: string | null;
          stripe_state_at: string | null;
          stripe_subscription_id: string | null;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          campaign_id?: string | null;
          cancel_at_period_end?: boolean;
          canceled_at?: string | null;
          created_at?: string;
          created_by?: string | null;
          current_period_end?: string | null;
          current_period_start?: string | null;
          id?: string;
          plan_id: string;
          status?: Database['public']['Enums']['subscription_status'];
          stripe_checkout_session_id?: string | null;
          stripe_customer_id?: string | null;
          stripe_state_at?: string | null;
          stripe_subscription_id?: string | null;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          campaign_id?: string | null;
          cancel_at_period_end?: boolean;
          canceled_at?: string | null;
          created_at?: string;
          created_by?: string | null;
          current_period_end?: string | null;
          current_period_start?: string | null;
          id?: string;
          plan_id?: string;
          status?: Database['public']['Enums']['subscription_status'];
          stripe_checkout_session_id?: string | null;
          stripe_customer_id?: string | null;
          stripe_state_at?: string | null;
          stripe_subscription_id?: string | null;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'page_subscriptions_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'page_subscriptions_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'page_subscriptions_plan_id_fkey';
            columns: ['plan_id'];
            referencedRelation: 'webpage_plans';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'page_subscriptions_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          created_at: string;
          current_workspace_id: string | null;
          email: string | null;
          full_name: string | null;
          id: string;
          locale: Database['public']['Enums']['locale'];
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          current_workspace_id?: string | null;
          email?: string | null;
          full_name?: string | null;
          id: string;
          locale?: Database['public']['Enums']['locale'];
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          current_workspace_id?: string | null;
          email?: string | null;
          full_name?: string | null;
          id?: string;
          locale?: Database['public']['Enums']['locale'];
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'profiles_current_workspace_id_fkey';
            columns: ['current_workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      recipient_events: {
        Row: {
          campaign_id: string;
          created_at: string;
          id: number;
          occurred_at: string;
          payload: NonNullable<Json>;
          provider_event_id: string;
          recipient_id: number;
          type: Database['public']['Enums']['recipient_event_type'];
          workspace_id: string;
        };
        Insert: {
          campaign_id: string;
          created_at?: string;
          id?: never;
          occurred_at: string;
          payload?: NonNullable<Json>;
          provider_event_id: string;
          recipient_id: number;
          type: Database['public']['Enums']['recipient_event_type'];
          workspace_id: string;
        };
        Update: {
          campaign_id?: string;
          created_at?: string;
          id?: never;
          occurred_at?: string;
          payload?: NonNullable<Json>;
          provider_event_id?: string;
          recipient_id?: number;
          type?: Database['public']['Enums']['recipient_event_type'];
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'recipient_events_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'recipient_events_recipient_id_fkey';
            columns: ['recipient_id'];
            referencedRelation: 'recipients';
            referencedColumns: ['id'];
          },
        ];
      };
      recipients: {
        Row: {
          bounced: boolean;
          campaign_id: string;
          clicked: boolean;
          complained: boolean;
          created_at: string;
          delayed: boolean;
          delivered: boolean;
          email: string;
          failed: boolean;
          failure_reason: string | null;
          id: number;
          last_event_at: string | null;
          message_id: string | null;
          opened: boolean;
          send_job_id: string | null;
          sent: boolean;
          sent_at: string | null;
          unsubscribe_token: string;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          bounced?: boolean;
          campaign_id: string;
          clicked?: boolean;
          complained?: boolean;
          created_at?: string;
          delayed?: boolean;
          delivered?: boolean;
          email: string;
          failed?: boolean;
          failure_reason?: string | null;
          id?: never;
          last_event_at?: string | null;
          message_id?: string | null;
          opened?: boolean;
          send_job_id?: string | null;
          sent?: boolean;
          sent_at?: string | null;
          unsubscribe_token?: string;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          bounced?: boolean;
          campaign_id?: string;
          clicked?: boolean;
          complained?: boolean;
          created_at?: string;
          delayed?: boolean;
          delivered?: boolean;
          email?: string;
          failed?: boolean;
          failure_reason?: string | null;
          id?: never;
          last_event_at?: string | null;
          message_id?: string | null;
          opened?: boolean;
          send_job_id?: string | null;
          sent?: boolean;
          sent_at?: string | null;
          unsubscribe_token?: string;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'recipients_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'recipients_send_job_id_fkey';
            columns: ['send_job_id'];
            referencedRelation: 'send_jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      send_jobs: {
        Row: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          attempts?: number;
          auto_pause?: boolean;
          bookmark?: number;
          campaign_id: string;
          complaint_count?: number;
          created_at?: string;
          created_by?: string | null;
          failed_count?: number;
          finished_at?: string | null;
          hard_bounce_count?: number;
          html?: string | null;
          id?: string;
          kind?: Database['public']['Enums']['send_job_kind'];
          last_error?: string | null;
          locked_until?: string | null;
          pause_reason?: string | null;
          paused_at?: string | null;
          pending_batch?: number[] | null;
          reply_to?: string | null;
          scheduled_for?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          sent_count?: number;
          skipped_count?: number;
          started_at?: string | null;
          status?: Database['public']['Enums']['send_job_status'];
          subject?: string | null;
          subject_test_id?: string | null;
          subject_test_variant?: number | null;
          total_recipients?: number;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          attempts?: number;
          auto_pause?: boolean;
          bookmark?: number;
          campaign_id?: string;
          complaint_count?: number;
          created_at?: string;
          created_by?: string | null;
          failed_count?: number;
          finished_at?: string | null;
          hard_bounce_count?: number;
          html?: string | null;
          id?: string;
          kind?: Database['public']['Enums']['send_job_kind'];
          last_error?: string | null;
          locked_until?: string | null;
          pause_reason?: string | null;
          paused_at?: string | null;
          pending_batch?: number[] | null;
          reply_to?: string | null;
          scheduled_for?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          sent_count?: number;
          skipped_count?: number;
          started_at?: string | null;
          status?: Database['public']['Enums']['send_job_status'];
          subject?: string | null;
          subject_test_id?: string | null;
          subject_test_variant?: number | null;
          total_recipients?: number;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'send_jobs_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'send_jobs_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'send_jobs_subject_test_id_fkey';
            columns: ['subject_test_id'];
            referencedRelation: 'subject_tests';
            referencedColumns: ['id'];
          },
        ];
      };
      sender_domains: {
        Row: {
          checked_at: string | null;
          client_id: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          name: string;
          provider_id: string | null;
          records: NonNullable<Json>;
          region: string | null;
          status: Database['public']['Enums']['sender_domain_status'];
          updated_at: string;
          verified_at: string | null;
          workspace_id: string;
        };
        Insert: {
          checked_at?: string | null;
          client_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          name: string;
          provider_id?: string | null;
          records?: NonNullable<Json>;
          region?: string | null;
          status?: Database['public']['Enums']['sender_domain_status'];
          updated_at?: string;
          verified_at?: string | null;
          workspace_id: string;
        };
        Update: {
          checked_at?: string | null;
          client_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          name?: string;
          provider_id?: string | null;
          records?: NonNullable<Json>;
          region?: string | null;
          status?: Database['public']['Enums']['sender_domain_status'];
          updated_at?: string;
          verified_at?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'sender_domains_client_id_workspace_id_fkey';
            columns: ['client_id', 'workspace_id'];
            referencedRelation: 'clients';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'sender_domains_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'sender_domains_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      subject_tests: {
        Row: {
          campaign_id: string;
          created_at: string;
          created_by: string | null;
          decided_at: string | null;
          decided_figures: Json | null;
          id: string;
          measure: string;
          rest_job_id: string | null;
          test_share: number;
          variants: NonNullable<Json>;
          wait_hours: number;
          winner: number | null;
          winner_reason: string | null;
          workspace_id: string;
        };
        Insert: {
          campaign_id: string;
          created_at?: string;
          created_by?: string | null;
          decided_at?: string | null;
          decided_figures?: Json | null;
          id?: string;
          measure: string;
          rest_job_id?: string | null;
          test_share: number;
          variants: NonNullable<Json>;
          wait_hours: number;
          winner?: number | null;
          winner_reason?: string | null;
          workspace_id: string;
        };
        Update: {
          campaign_id?: string;
          created_at?: string;
          created_by?: string | null;
          decided_at?: string | null;
          decided_figures?: Json | null;
          id?: string;
          measure?: string;
          rest_job_id?: string | null;
          test_share?: number;
          variants?: NonNullable<Json>;
          wait_hours?: number;
          winner?: number | null;
          winner_reason?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'subject_tests_campaign_id_workspace_id_fkey';
            columns: ['campaign_id', 'workspace_id'];
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'subject_tests_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'subject_tests_rest_job_id_fkey';
            columns: ['rest_job_id'];
            referencedRelation: 'send_jobs';
            referencedColumns: ['id'];
          },
        ];
      };
      suppressions: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          reason: Database['public']['Enums']['suppression_reason'];
          recipient_id: number | null;
          workspace_id: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          reason: Database['public']['Enums']['suppression_reason'];
          recipient_id?: number | null;
          workspace_id: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          reason?: Database['public']['Enums']['suppression_reason'];
          recipient_id?: number | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'suppressions_recipient_id_fkey';
            columns: ['recipient_id'];
            referencedRelation: 'recipients';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'suppressions_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      waitlist: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          locale: Database['public']['Enums']['locale'];
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          locale?: Database['public']['Enums']['locale'];
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          locale?: Database['public']['Enums']['locale'];
        };
        Relationships: [];
      };
      webhook_events: {
        Row: {
          event_id: string;
          processed_at: string | null;
          provider: string;
          received_at: string;
          type: string;
        };
        Insert: {
          event_id: string;
          processed_at?: string | null;
          provider: string;
          received_at?: string;
          type: string;
        };
        Update: {
          event_id?: string;
          processed_at?: string | null;
          provider?: string;
          received_at?: string;
          type?: string;
        };
        Relationships: [];
      };
      webpage_plans: {
        Row: {
          active: boolean;
          created_at: string;
          currency: string;
          features: string[];
          id: string;
          monthly_price_cents: number;
          monthly_recipients: number;
          name: string;
          sort_order: number;
          stripe_price_id: string | null;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          currency?: string;
          features?: string[];
          id: string;
          monthly_price_cents: number;
          monthly_recipients?: number;
          name: string;
          sort_order?: number;
          stripe_price_id?: string | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          currency?: string;
          features?: string[];
          id?: string;
          monthly_price_cents?: number;
          monthly_recipients?: number;
          name?: string;
          sort_order?: number;
          stripe_price_id?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      workspace_invitations: {
        Row: {
          accepted_at: string | null;
          accepted_by: string | null;
          client_ids: string[] | null;
          created_at: string;
          email: string;
          emailed_at: string | null;
          emailed_request: string | null;
          expires_at: string;
          id: string;
          invited_by: string | null;
          role: Database['public']['Enums']['workspace_role'];
          token: string;
          updated_at: string;
          workspace_id: string;
        };
        Insert: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          client_ids?: string[] | null;
          created_at?: string;
          email: string;
          emailed_at?: string | null;
          emailed_request?: string | null;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          role?: Database['public']['Enums']['workspace_role'];
          token?: string;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          client_ids?: string[] | null;
          created_at?: string;
          email?: string;
          emailed_at?: string | null;
          emailed_request?: string | null;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          role?: Database['public']['Enums']['workspace_role'];
          token?: string;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspace_invitations_accepted_by_fkey';
            columns: ['accepted_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workspace_invitations_invited_by_fkey';
            columns: ['invited_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workspace_invitations_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspace_members: {
        Row: {
          created_at: string;
          limited_to_clients: boolean;
          role: Database['public']['Enums']['workspace_role'];
          updated_at: string;
          user_id: string;
          workspace_id: string;
        };
        Insert: {
          created_at?: string;
          limited_to_clients?: boolean;
          role?: Database['public']['Enums']['workspace_role'];
          updated_at?: string;
          user_id: string;
          workspace_id: string;
        };
        Update: {
          created_at?: string;
          limited_to_clients?: boolean;
          role?: Database['public']['Enums']['workspace_role'];
          updated_at?: string;
          user_id?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspace_members_user_id_fkey';
            columns: ['user_id'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workspace_members_workspace_id_fkey';
            columns: ['workspace_id'];
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspaces: {
        Row: {
          approval_required: boolean;
          contact_city: string | null;
          contact_country: Database['public']['Enums']['country_code'] | null;
          contact_email: string | null;
          contact_first_name: string | null;
          contact_last_name: string | null;
          contact_phone: string | null;
          contact_region: string | null;
          contact_street: string | null;
          contact_zip: string | null;
          country: Database['public']['Enums']['country_code'] | null;
          created_at: string;
          created_by: string | null;
          id: string;
          industry: string | null;
          locale: Database['public']['Enums']['locale'];
          logo_path: string | null;
          name: string;
          primary_color: string | null;
          quaternary_color: string | null;
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          tertiary_color: string | null;
          time_zone: string | null;
          updated_at: string;
          website: string | null;
        };
        Insert: {
          approval_required?: boolean;
          contact_city?: string | null;
          contact_country?: Database['public']['Enums']['country_code'] | null;
          contact_email?: string | null;
          contact_first_name?: string | null;
          contact_last_name?: string | null;
          contact_phone?: string | null;
          contact_region?: string | null;
          contact_street?: string | null;
          contact_zip?: string | null;
          country?: Database['public']['Enums']['country_code'] | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          industry?: string | null;
          locale?: Database['public']['Enums']['locale'];
          logo_path?: string | null;
          name: string;
          primary_color?: string | null;
          quaternary_color?: string | null;
          secondary_color?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          tertiary_color?: string | null;
          time_zone?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Update: {
          approval_required?: boolean;
          contact_city?: string | null;
          contact_country?: Database['public']['Enums']['country_code'] | null;
          contact_email?: string | null;
          contact_first_name?: string | null;
          contact_last_name?: string | null;
          contact_phone?: string | null;
          contact_region?: string | null;
          contact_street?: string | null;
          contact_zip?: string | null;
          country?: Database['public']['Enums']['country_code'] | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          industry?: string | null;
          locale?: Database['public']['Enums']['locale'];
          logo_path?: string | null;
          name?: string;
          primary_color?: string | null;
          quaternary_color?: string | null;
          secondary_color?: string | null;
          sender_domain?: string | null;
          sender_name?: string | null;
          tertiary_color?: string | null;
          time_zone?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'workspaces_created_by_fkey';
            columns: ['created_by'];
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_invitation: { Args: { token: string }; Returns: string };
      add_recipients: {
        Args: { campaign_id: string; emails: string[] };
        Returns: {
          duplicates: number;
          inserted: number;
          invalid: number;
        }[];
      };
      begin_send_batch: {
        Args: { from_bookmark: number; job_id: string; recipient_ids: number[] };
        Returns: undefined;
      };
      campaign_event_timeline: {
        Args: { bucket?: string; campaign_id: string; time_zone?: string };
        Returns: {
          bounced: number;
          bucket_start: string;
          clicked: number;
          complained: number;
          delivered: number;
          failed: number;
          opened: number;
          sent: number;
        }[];
      };
      campaign_follow_up: { Args: { campaign_id: string }; Returns: Json };
      campaign_is_editable: { Args: { campaign_id: string }; Returns: boolean };
      campaign_send_checklist: {
        Args: { campaign_id: string };
        Returns: {
          blocking: boolean;
          detail: string;
          item: string;
          ok: boolean;
        }[];
      };
      campaign_subject_test: { Args: { campaign_id: string }; Returns: Json };
      campaign_suppressed_recipients: { Args: { campaign_id: string }; Returns: number };
      campaign_undelivered_recipients: {
        Args: { campaign_id: string; kind?: string; page_offset?: number; page_size?: number };
        Returns: Json;
      };
      campaign_usage: {
        Args: { campaign_id: string };
        Returns: {
          allowed: number;
          remaining: number;
          used: number;
        }[];
      };
      cancel_scheduled_send: {
        Args: { job_id: string };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_subject_test: {
        Args: { test_id: string };
        Returns: {
          campaign_id: string;
          created_at: string;
          created_by: string | null;
          decided_at: string | null;
          decided_figures: Json | null;
          id: string;
          measure: string;
          rest_job_id: string | null;
          test_share: number;
          variants: NonNullable<Json>;
          wait_hours: number;
          winner: number | null;
          winner_reason: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'subject_tests';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      check_slug: { Args: { campaign_id?: string; slug: string }; Returns: string };
      claim_invitation_email: {
        Args: { invitation_id: string; request_id: string };
        Returns: {
          allowed: boolean;
          emailed_at: string;
          retry_at: string;
        }[];
      };
      claim_mention_emails: {
        Args: { comment_id: string };
        Returns: {
          email: string;
          full_name: string;
          locale: Database['public']['Enums']['locale'];
          user_id: string;
        }[];
      };
      claim_page_renders: {
        Args: { max_pages: number };
        Returns: {
          page_id: string;
          slugs: string[];
          version: number;
        }[];
      };
      claim_sender_domain: {
        Args: { client_id?: string; name: string; workspace_id: string };
        Returns: {
          checked_at: string | null;
          client_id: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          name: string;
          provider_id: string | null;
          records: NonNullable<Json>;
          region: string | null;
          status: Database['public']['Enums']['sender_domain_status'];
          updated_at: string;
          verified_at: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'sender_domains';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_lead: { Args: { token: string }; Returns: boolean };
      create_report_link: {
        Args: {
          client_id: string;
          first_day: string;
          last_day: string;
          locale?: Database['public']['Enums']['locale'];
          time_zone: string;
          valid_days: number;
        };
        Returns: {
          expires_at: string;
          link_id: string;
          link_secret: string;
        }[];
      };
      create_workspace: {
        Args: {
          country?: Database['public']['Enums']['country_code'];
          industry?: string;
          name: string;
          website?: string;
        };
        Returns: {
          approval_required: boolean;
          contact_city: string | null;
          contact_country: Database['public']['Enums']['country_code'] | null;
          contact_email: string | null;
          contact_first_name: string | null;
          contact_last_name: string | null;
          contact_phone: string | null;
          contact_region: string | null;
          contact_street: string | null;
          contact_zip: string | null;
          country: Database['public']['Enums']['country_code'] | null;
          created_at: string;
          created_by: string | null;
          id: string;
          industry: string | null;
          locale: Database['public']['Enums']['locale'];
          logo_path: string | null;
          name: string;
          primary_color: string | null;
          quaternary_color: string | null;
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          tertiary_color: string | null;
          time_zone: string | null;
          updated_at: string;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'workspaces';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decide_review: {
        Args: { campaign_id: string; decision: Database['public']['Enums']['review_action']; note?: string };
        Returns: {
          branding: string | null;
          client_id: string | null;
          content: Json | null;
          created_at: string;
          created_by: string | null;
          demographics: string | null;
          description: string | null;
          design: Json | null;
          double_opt_in: boolean;
          edited_at: string | null;
          follow_up_audience: Database['public']['Enums']['follow_up_audience'] | null;
          follow_up_of: string | null;
          goals: string | null;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['campaign_kind'];
          legal_text: string | null;
          mood: Database['public']['Enums']['mood'] | null;
          name: string;
          objectives: string | null;
          preheader: string | null;
          primary_color: string | null;
          product_name: string | null;
          prompt: string | null;
          quaternary_color: string | null;
          review_state: Database['public']['Enums']['review_state'];
          reviewed_version_id: string | null;
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          slug: string | null;
          status: Database['public']['Enums']['campaign_status'];
          subject: string | null;
          target_audience: string | null;
          template: Database['public']['Enums']['page_template'] | null;
          tertiary_color: string | null;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'campaigns';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decide_subject_test: {
        Args: { test_id: string };
        Returns: {
          campaign_id: string;
          created_at: string;
          created_by: string | null;
          decided_at: string | null;
          decided_figures: Json | null;
          id: string;
          measure: string;
          rest_job_id: string | null;
          test_share: number;
          variants: NonNullable<Json>;
          wait_hours: number;
          winner: number | null;
          winner_reason: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'subject_tests';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      email_analytics_by_campaign: {
        Args: {
          period_end: string;
          period_start: string;
          scope_client_id?: string;
          scope_own?: boolean;
          workspace_id: string;
        };
        Returns: {
          bounced: number;
          campaign_id: string;
          clicked: number;
          client_id: string;
          complained: number;
          delivered: number;
          failed: number;
          first_sent_at: string;
          name: string;
          opened: number;
          recipients: number;
          sent: number;
          unsubscribed: number;
        }[];
      };
      email_analytics_by_day: {
        Args: {
          period_end: string;
          period_start: string;
          scope_client_id?: string;
          scope_own?: boolean;
          time_zone: string;
          workspace_id: string;
        };
        Returns: {
          bounced: number;
          clicked: number;
          complained: number;
          day: string;
          delivered: number;
          first_clicks: number;
          first_opens: number;
          opened: number;
          sent: number;
          unsubscribed: number;
        }[];
      };
      finish_page_render: { Args: { page_id: string; slug: string; version: number }; Returns: undefined };
      hit_rate_limit: {
        Args: { bucket: string; key: string; max_hits: number; window_seconds: number };
        Returns: boolean;
      };
      hold_send_slots: { Args: { seconds: number }; Returns: undefined };
      ingest_resend_events: { Args: { events: Json }; Returns: string[] };
      issue_review_link: {
        Args: { reviewer_id: string };
        Returns: {
          expires_at: string;
          link_secret: string;
          retry_at: string;
        }[];
      };
      join_waitlist: {
        Args: { email: string; locale?: Database['public']['Enums']['locale'] };
        Returns: string;
      };
      lease_send_job: {
        Args: { job_id?: string; lease_seconds?: number };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      lookup_invitation: {
        Args: { token: string };
        Returns: {
          accepted: boolean;
          email: string;
          expires_at: string;
          invited_by_name: string;
          role: Database['public']['Enums']['workspace_role'];
          workspace_id: string;
          workspace_name: string;
        }[];
      };
      page_analytics: {
        Args: { page_id: string; since: string };
        Returns: {
          day: string;
          form_starts: number;
          leads: number;
          sources: Json;
          views: number;
        }[];
      };
      page_analytics_by_day: {
        Args: {
          period_end: string;
          period_start: string;
          scope_client_id?: string;
          scope_own?: boolean;
          time_zone: string;
          workspace_id: string;
        };
        Returns: {
          day: string;
          form_starts: number;
          leads: number;
          views: number;
        }[];
      };
      page_analytics_by_source: {
        Args: {
          period_end: string;
          period_start: string;
          scope_client_id?: string;
          scope_own?: boolean;
          workspace_id: string;
        };
        Returns: {
          client_id: string;
          form_starts: number;
          leads: number;
          name: string;
          page_id: string;
          source: string;
          views: number;
        }[];
      };
      page_is_live: { Args: { page_id: string }; Returns: boolean };
      page_plan_recipients: {
        Args: { page_id: string };
        Returns: {
          credited: number;
          moved: number;
          remaining: number;
        }[];
      };
      pause_send_job: {
        Args: { error?: string; job_id: string; reason: string };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      recipient_summary: {
        Args: { campaign_id: string };
        Returns: {
          already_sent: number;
          bounced: number;
          clicked: number;
          complained: number;
          delayed: number;
          delivered: number;
          failed: number;
          'new': number;
          opened: number;
          total: number;
          unsubscribed: number;
        }[];
      };
      record_page_event: {
        Args: {
          page_id: string;
          source?: string;
          type: Database['public']['Enums']['page_event_type'];
          visitor?: string;
        };
        Returns: boolean;
      };
      record_recipient_event: {
        Args: {
          message_id: string;
          occurred_at: string;
          payload?: Json;
          permanent_bounce?: boolean;
          provider_event_id: string;
          type: Database['public']['Enums']['recipient_event_type'];
        };
        Returns: string;
      };
      record_send_batch: {
        Args: {
          bookmark: number;
          from_bookmark: number;
          job_id: string;
          lease_seconds?: number;
          results: Json;
        };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      release_invitation_email: { Args: { emailed_at: string; invitation_id: string }; Returns: undefined };
      release_review_link: { Args: { reviewer_id: string }; Returns: undefined };
      release_send_job: {
        Args: { error: string; job_id: string; retry_after_seconds?: number };
        Returns: undefined;
      };
      renew_invitation: {
        Args: { invitation_id: string };
        Returns: {
          accepted_at: string | null;
          accepted_by: string | null;
          client_ids: string[] | null;
          created_at: string;
          email: string;
          emailed_at: string | null;
          emailed_request: string | null;
          expires_at: string;
          id: string;
          invited_by: string | null;
          role: Database['public']['Enums']['workspace_role'];
          token: string;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'workspace_invitations';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      report_link_read: { Args: { link_secret: string }; Returns: Json };
      reschedule_send_job: {
        Args: { job_id: string; scheduled_for: string };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      restore_campaign_version: { Args: { version_id: string }; Returns: string };
      resume_send_job: {
        Args: { job_id: string };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      retry_failed_recipients: {
        Args: { campaign_id: string };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      review_link_comment: {
        Args: { body: string; campaign_id: string; link_secret: string; section: string };
        Returns: string;
      };
      review_link_decide: {
        Args: {
          campaign_id: string;
          decision: Database['public']['Enums']['review_action'];
          link_secret: string;
          note?: string;
        };
        Returns: string;
      };
      review_link_item: { Args: { campaign_id: string; link_secret: string }; Returns: Json };
      review_link_open: { Args: { link_secret: string }; Returns: Json };
      save_campaign_edit: {
        Args: {
          base_updated_at: string;
          campaign_id: string;
          content?: Json;
          design?: Json;
          html?: string;
          keep_version?: boolean;
          mood?: Database['public']['Enums']['mood'];
          preheader?: string;
          primary_color?: string;
          quaternary_color?: string;
          secondary_color?: string;
          subject?: string;
          tertiary_color?: string;
        };
        Returns: string;
      };
      schedule_follow_up: {
        Args: {
          audience: Database['public']['Enums']['follow_up_audience'];
          campaign_id: string;
          name?: string;
          preheader?: string;
          scheduled_for: string;
          subject: string;
        };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      sender_domain_to_manage: {
        Args: { domain_id: string };
        Returns: {
          checked_at: string | null;
          client_id: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          name: string;
          provider_id: string | null;
          records: NonNullable<Json>;
          region: string | null;
          status: Database['public']['Enums']['sender_domain_status'];
          updated_at: string;
          verified_at: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'sender_domains';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_current_workspace: {
        Args: { workspace_id: string };
        Returns: {
          created_at: string;
          current_workspace_id: string | null;
          email: string | null;
          full_name: string | null;
          id: string;
          locale: Database['public']['Enums']['locale'];
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_member_clients: {
        Args: { client_ids: string[]; user_id: string; workspace_id: string };
        Returns: undefined;
      };
      ship_campaign: {
        Args: { campaign_id: string; scheduled_for?: string };
        Returns: {
          attempts: number;
          auto_pause: boolean;
          bookmark: number;
          campaign_id: string;
          complaint_count: number;
          created_at: string;
          created_by: string | null;
          failed_count: number;
          finished_at: string | null;
          hard_bounce_count: number;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['send_job_kind'];
          last_error: string | null;
          locked_until: string | null;
          pause_reason: string | null;
          paused_at: string | null;
          pending_batch: number[] | null;
          reply_to: string | null;
          scheduled_for: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          sent_count: number;
          skipped_count: number;
          started_at: string | null;
          status: Database['public']['Enums']['send_job_status'];
          subject: string | null;
          subject_test_id: string | null;
          subject_test_variant: number | null;
          total_recipients: number;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'send_jobs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      ship_subject_test: {
        Args: {
          campaign_id: string;
          measure: string;
          scheduled_for?: string;
          test_share: number;
          variants: Json;
          wait_hours: number;
        };
        Returns: Json;
      };
      submit_contact: {
        Args: {
          email: string;
          first_name: string;
          last_name: string;
          locale?: Database['public']['Enums']['locale'];
          phone?: string;
        };
        Returns: string;
      };
      submit_for_review: {
        Args: { campaign_id: string; note?: string };
        Returns: {
          branding: string | null;
          client_id: string | null;
          content: Json | null;
          created_at: string;
          created_by: string | null;
          demographics: string | null;
          description: string | null;
          design: Json | null;
          double_opt_in: boolean;
          edited_at: string | null;
          follow_up_audience: Database['public']['Enums']['follow_up_audience'] | null;
          follow_up_of: string | null;
          goals: string | null;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['campaign_kind'];
          legal_text: string | null;
          mood: Database['public']['Enums']['mood'] | null;
          name: string;
          objectives: string | null;
          preheader: string | null;
          primary_color: string | null;
          product_name: string | null;
          prompt: string | null;
          quaternary_color: string | null;
          review_state: Database['public']['Enums']['review_state'];
          reviewed_version_id: string | null;
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          slug: string | null;
          status: Database['public']['Enums']['campaign_status'];
          subject: string | null;
          target_audience: string | null;
          template: Database['public']['Enums']['page_template'] | null;
          tertiary_color: string | null;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'campaigns';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      sweep_lapsed_pages: { Args: Record<PropertyKey, never>; Returns: number };
      take_send_slot: { Args: { requests_per_second: number }; Returns: number };
      transfer_workspace_ownership: {
        Args: { new_owner_id: string; workspace_id: string };
        Returns: undefined;
      };
      unsubscribe: {
        Args: { token: string };
        Returns: {
          email: string;
          locale: Database['public']['Enums']['locale'];
          workspace_name: string;
        }[];
      };
      use_plan_recipients: {
        Args: { campaign_id: string; page_id: string; recipients: number };
        Returns: number;
      };
      withdraw_review: {
        Args: { campaign_id: string };
        Returns: {
          branding: string | null;
          client_id: string | null;
          content: Json | null;
          created_at: string;
          created_by: string | null;
          demographics: string | null;
          description: string | null;
          design: Json | null;
          double_opt_in: boolean;
          edited_at: string | null;
          follow_up_audience: Database['public']['Enums']['follow_up_audience'] | null;
          follow_up_of: string | null;
          goals: string | null;
          html: string | null;
          id: string;
          kind: Database['public']['Enums']['campaign_kind'];
          legal_text: string | null;
          mood: Database['public']['Enums']['mood'] | null;
          name: string;
          objectives: string | null;
          preheader: string | null;
          primary_color: string | null;
          product_name: string | null;
          prompt: string | null;
          quaternary_color: string | null;
          review_state: Database['public']['Enums']['review_state'];
          reviewed_version_id: string | null;
          secondary_color: string | null;
          sender_domain: string | null;
          sender_name: string | null;
          slug: string | null;
          status: Database['public']['Enums']['campaign_status'];
          subject: string | null;
          target_audience: string | null;
          template: Database['public']['Enums']['page_template'] | null;
          tertiary_color: string | null;
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'campaigns';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      workspace_plan_recipients: {
        Args: { workspace_id: string };
        Returns: {
          name: string;
          page_id: string;
          remaining: number;
        }[];
      };
    };
    Enums: {
      activity_kind:
        | 'created'
        | 'generated'
        | 'edited'
        | 'submitted'
        | 'approved'
        | 'changes_requested'
        | 'withdrawn'
        | 'reopened'
        | 'commented'
        | 'shipped'
        | 'published'
        | 'unpublished'
        | 'scheduled'
        | 'retried'
        | 'follow_up_scheduled';
      campaign_kind: 'email' | 'page';
      campaign_status:
        | 'draft'
        | 'ready'
        | 'scheduled'
        | 'sending'
        | 'paused'
        | 'sent'
        | 'published'
        | 'archived';
      country_code: 'US' | 'CA' | 'MX';
      follow_up_audience: 'not_opened' | 'not_clicked';
      lead_status: 'active' | 'inactive';
      locale: 'en' | 'es';
      mood:
        | 'elegant'
        | 'modern'
        | 'classic'
        | 'minimal'
        | 'professional'
        | 'playful'
        | 'luxury'
        | 'tech'
        | 'casual'
        | 'bold'
        | 'soft'
        | 'corporate'
        | 'fun';
      page_event_type: 'view' | 'form_start';
      page_template:
        | 'avilon'
        | 'balay'
        | 'tasty'
        | 'lucy'
        | 'mobapp'
        | 'solid'
        | 'venus'
        | 'pixaai'
        | 'bistro'
        | 'brick'
        | 'celestial'
        | 'finance'
        | 'traveler';
      purchase_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'expired';
      recipient_event_type:
        | 'sent'
        | 'delivered'
        | 'delivery_delayed'
        | 'opened'
        | 'clicked'
        | 'bounced'
        | 'complained'
        | 'failed';
      review_action: 'submitted' | 'approved' | 'changes_requested' | 'withdrawn' | 'reopened';
      review_state: 'draft' | 'in_review' | 'changes_requested' | 'approved';
      send_job_kind: 'send' | 'retry' | 'follow_up';
      send_job_status: 'queued' | 'running' | 'paused' | 'finished' | 'failed' | 'cancelled';
      sender_domain_status: 'not_started' | 'pending' | 'verified' | 'failed' | 'temporary_failure';
      subscription_status:
        | 'incomplete'
        | 'incomplete_expired'
        | 'trialing'
        | 'active'
        | 'past_due'
        | 'canceled'
        | 'unpaid'
        | 'paused';
      suppression_reason: 'unsubscribed' | 'bounced' | 'complained';
      workspace_role: 'viewer' | 'editor' | 'admin' | 'owner';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      activity_kind: [
        'created',
        'generated',
        'edited',
        'submitted',
        'approved',
        'changes_requested',
        'withdrawn',
        'reopened',
        'commented',
        'shipped',
        'published',
        'unpublished',
        'scheduled',
        'retried',
        'follow_up_scheduled',
      ],
      campaign_kind: ['email', 'page'],
      campaign_status: ['draft', 'ready', 'scheduled', 'sending', 'paused', 'sent', 'published', 'archived'],
      country_code: ['US', 'CA', 'MX'],
      follow_up_audience: ['not_opened', 'not_clicked'],
      lead_status: ['active', 'inactive'],
      locale: ['en', 'es'],
      mood: [
        'elegant',
        'modern',
        'classic',
        'minimal',
        'professional',
        'playful',
        'luxury',
        'tech',
        'casual',
        'bold',
        'soft',
        'corporate',
        'fun',
      ],
      page_event_type: ['view', 'form_start'],
      page_template: [
        'avilon',
        'balay',
        'tasty',
        'lucy',
        'mobapp',
        'solid',
        'venus',
        'pixaai',
        'bistro',
        'brick',
        'celestial',
        'finance',
        'traveler',
      ],
      purchase_status: ['pending', 'paid', 'failed', 'refunded', 'expired'],
      recipient_event_type: [
        'sent',
        'delivered',
        'delivery_delayed',
        'opened',
        'clicked',
        'bounced',
        'complained',
        'failed',
      ],
      review_action: ['submitted', 'approved', 'changes_requested', 'withdrawn', 'reopened'],
      review_state: ['draft', 'in_review', 'changes_requested', 'approved'],
      send_job_kind: ['send', 'retry', 'follow_up'],
      send_job_status: ['queued', 'running', 'paused', 'finished', 'failed', 'cancelled'],
      sender_domain_status: ['not_started', 'pending', 'verified', 'failed', 'temporary_failure'],
      subscription_status: [
        'incomplete',
        'incomplete_expired',
        'trialing',
        'active',
        'past_due',
        'canceled',
        'unpaid',
        'paused',
      ],
      suppression_reason: ['unsubscribed', 'bounced', 'complained'],
      workspace_role: ['viewer', 'editor', 'admin', 'owner'],
    },
  },
} as const;
